import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'I agree to the Terms and Conditions' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = { args: { label: 'זכור אותי' }, globals: { direction: 'rtl' } };
export const DarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};
