import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: '60%', height: 16 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Circle: Story = { args: { width: 40, height: 40, shape: 'circle' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
export const DarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};
