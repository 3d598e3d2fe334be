import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressCircle } from './ProgressCircle';

const meta = {
  title: 'UI/ProgressCircle',
  component: ProgressCircle,
  args: { value: 40, 'aria-label': 'Module progress' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressCircle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotStarted: Story = { args: { value: 0 } };
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Module progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};
export const Completed: Story = { args: { value: 100 } };
export const Large: Story = { args: { value: 65, diameter: 64, strokeWidth: 6 } };
