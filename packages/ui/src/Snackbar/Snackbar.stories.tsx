import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Snackbar } from './Snackbar';

function CopyLink({
  message = 'Copied to Clipboard',
  label = 'Copy link',
}: {
  message?: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      <Snackbar open={open} message={message} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI/Primitives/Snackbar',
  component: CopyLink,
  tags: ['autodocs'],
} satisfies Meta<typeof CopyLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClosesAfterDuration: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to Clipboard');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};
export const RightToLeft: Story = {
  args: { message: 'הועתק ללוח', label: 'העתקת קישור' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'העתקת קישור' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('הועתק ללוח');
  },
};
export const DarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
