import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Snackbar, type SnackbarProps } from './Snackbar';

function CopyLink({
  message,
  label = 'Copy link',
}: Pick<SnackbarProps, 'message'> & { label?: string }) {
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
  component: Snackbar,
  tags: ['autodocs'],
  args: { open: true, message: 'Copied to Clipboard', onClose: fn() },
  argTypes: { message: { control: 'text' } },
  decorators: [
    // A transformed box holds fixed descendants, so on the docs page the open snackbar stays in
    // its example instead of covering the foot of the page.
    (Story, { viewMode }) =>
      viewMode === 'docs' ? (
        <div style={{ transform: 'translateZ(0)', minBlockSize: '5rem' }}>
          <Story />
        </div>
      ) : (
        <Story />
      ),
  ],
} satisfies Meta<typeof Snackbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open on load: the parent decides when it closes, and this one keeps it open after `onClose`. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Copied to Clipboard');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(status).toBeVisible();
  },
};

export const ClosesAfterDuration: Story = {
  render: (args) => <CopyLink message={args.message} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to Clipboard');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  },
};
// The snackbar closes itself 1.5 s after the play function opens it, so a screenshot would race its
// timer: this story and the next are left out of the visual check. Default keeps it open, and
// ClosesAfterDuration waits until it has gone.
export const RightToLeft: Story = {
  tags: ['!visual'],
  args: { message: 'הועתק ללוח' },
  render: (args) => <CopyLink message={args.message} label="העתקת קישור" />,
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'העתקת קישור' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('הועתק ללוח');
  },
};
export const DarkMobile: Story = {
  tags: ['!visual'],
  render: (args) => <CopyLink message={args.message} />,
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
