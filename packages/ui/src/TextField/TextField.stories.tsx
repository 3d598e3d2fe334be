import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.org');
  },
};
export const WithHint: Story = { args: { hint: 'We never share it' } };
export const WithError: Story = {
  args: { error: 'Please enter a valid email address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
  },
};
export const RightToLeft: Story = {
  args: { label: 'דוא״ל', hint: 'לעולם לא נשתף' },
  globals: { direction: 'rtl' },
};
export const DarkMobile: Story = {
  args: { error: 'Please enter a valid email address.' },
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};
