import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressCircle } from './ProgressCircle';

const meta = {
  title: 'UI/ProgressCircle',
  component: ProgressCircle,
  tags: ['autodocs'],
  args: { value: 40, 'aria-label': 'Module progress' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressCircle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Module progress' })).toHaveTextContent(
      'Not Started',
    );
  },
};
export const InProgress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Module progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};
export const Completed: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
export const Large: Story = { args: { value: 65, diameter: 64, strokeWidth: 6 } };
export const RightToLeft: Story = {
  args: { value: 0, notStartedLabel: 'טרם התחיל', 'aria-label': 'התקדמות' },
  globals: { direction: 'rtl' },
};
export const DarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};
