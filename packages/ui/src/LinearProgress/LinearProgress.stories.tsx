import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinearProgress } from './LinearProgress';

const meta = {
  title: 'UI/Primitives/LinearProgress',
  component: LinearProgress,
  tags: ['autodocs'],
  args: { 'aria-label': 'Uploading' },
} satisfies Meta<typeof LinearProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Indeterminate: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};
export const Determinate: Story = {
  args: { value: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};
export const RightToLeft: Story = { args: { value: 30 }, globals: { direction: 'rtl' } };
export const DarkMobile: Story = {
  args: { value: 80 },
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};
