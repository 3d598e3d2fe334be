import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

/**
 * Opens from a real button so focus return can be observed. The `open` arg is where it starts and
 * a change of that control opens or closes it; the dialog's own close requests close it here.
 */
function DialogDemo({ open: openArg, onClose, ...props }: DialogProps) {
  const [open, setOpen] = useState(openArg);
  const [lastOpenArg, setLastOpenArg] = useState(openArg);
  if (openArg !== lastOpenArg) {
    setLastOpenArg(openArg);
    setOpen(openArg);
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      />
    </>
  );
}

/** What a designer reads first on the docs page. */
const GUIDANCE = `
A modal dialog: focus moves in and is trapped, Escape closes, the page behind is inert. Give it a \`title\` and children, or compose it from \`Dialog.Header\`, \`Dialog.Body\` and \`Dialog.Footer\`.

**When to use.** A short task or a decision that must be finished or dismissed before the page goes on: confirming a destructive action, sharing a resource, a module completed.

**When not to.** Information the reader may want beside the page (use a panel or the page itself); a long form (give it a page: it survives a reload and has an address); a notice that needs no answer (use a Snackbar).

**Do.** Title it with what it is about ("Delete course"). Name the confirm button by its action ("Delete", not "OK") through \`confirmLabel\`. Let \`onConfirm\` return a promise: the dialog shows progress and stays open on failure with \`errorLabel\`.

**Don't.** Open a dialog from a dialog. Put the only copy of something the reader needs afterwards inside it. Turn \`closeOnBackdrop\` off unless a stray click would lose typed work.

**Accessibility.** \`role="dialog"\` with \`aria-modal\`, named by its title; focus goes to the first control (or \`data-autofocus\`), Tab stays inside, and focus returns to the opener on close. Everything outside is \`inert\`.

**Content.** Title in sentence case, no full stop. Body of one or two short paragraphs. Every label (\`closeLabel\`, \`confirmLabel\`, \`cancelLabel\`, \`errorLabel\`) comes from the app, translated.

Below, each state opens in a frame of its own, as a member sees it.
`;

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  parameters: {
    docs: {
      description: { component: GUIDANCE },
      // Each story in a frame of its own: an open dialog makes everything outside it inert, which
      // inline would be the docs page itself, so inline every story could only show its button.
      story: { inline: false, iframeHeight: 420 },
    },
  },
  tags: ['autodocs'],
  args: {
    open: false,
    title: 'Share resource',
    children: <p>Anyone with the link can view this resource.</p>,
    onClose: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    children: { control: false },
    footer: { control: false },
  },
  // An open dialog makes everything outside it inert, which on the docs page would be the page
  // itself, so there every story starts closed behind its button.
  render: (args, { viewMode }) => (
    <DialogDemo {...args} open={viewMode === 'docs' ? false : args.open} />
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  args: { open: true },
  play: async () => {
    const dialog = () => body().getByRole('dialog', { name: 'Share resource' });
    await waitFor(() => expect(dialog()).toBeVisible());
    // Storybook keeps a story undisplayed while it prepares it, and an undisplayed element takes no
    // focus: a dialog open from the start may have missed its focus-in here (pinned where the
    // dialog opens from its button, in EscapeReturnsFocus and Dialog.test.tsx). The Tab presses
    // start inside the dialog.
    await userEvent.click(dialog());
    await expect(dialog()).toHaveFocus();
    await userEvent.tab();
    await expect(body().getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(body().getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(dialog()).toBeVisible();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await expect(await body().findByRole('dialog', { name: 'Share resource' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escape');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseControl: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await body().findByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('close-button');
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const AsyncConfirm: Story = {
  args: {
    title: 'Delete course',
    children: <p>This cannot be undone.</p>,
    confirmLabel: 'Delete',
    onConfirm: () => new Promise((resolve) => setTimeout(resolve, 400)),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete' }));
    await expect(body().getByRole('progressbar', { name: 'Delete' })).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledWith('confirm'));
  },
};

export const AsyncConfirmFailure: Story = {
  args: {
    title: 'Delete course',
    children: <p>This cannot be undone.</p>,
    confirmLabel: 'Delete',
    errorLabel: 'Could not delete the course.',
    onConfirm: () => Promise.reject(new Error('offline')),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await body().findByRole('button', { name: 'Delete' }));
    await expect(await body().findByRole('alert')).toHaveTextContent(
      'Could not delete the course.',
    );
    await expect(body().getByRole('dialog', { name: 'Delete course' })).toBeVisible();
  },
};

const openIt: Story['play'] = async ({ canvas }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
  await expect(await body().findByRole('dialog')).toBeVisible();
};

export const MediaDesktop: Story = {
  args: { size: 'media', title: 'Video preview' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: openIt,
};

export const MediaMobileFullScreen: Story = {
  // Its check needs the canvas Storybook's UI narrows to a phone, which a docs page's frame is not.
  tags: ['!autodocs'],
  args: { size: 'media', title: 'Video preview' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    await openIt(context);
    // Storybook's UI resizes the canvas only once the rendered story has reported its globals.
    await waitFor(() => expect(window.innerWidth).toBeLessThanOrEqual(767), { timeout: 5000 });
    await waitFor(() =>
      expect(body().getByRole('dialog').getBoundingClientRect().width).toBe(window.innerWidth),
    );
  },
};

export const Completion: Story = {
  args: { size: 'completion', title: 'Module Completed', footer: <Button>Close</Button> },
  play: openIt,
};

export const RightToLeft: Story = {
  args: {
    title: 'שיתוף משאב',
    closeLabel: 'סגירה',
    children: <p>כל מי שיש לו את הקישור יכול לצפות.</p>,
  },
  globals: { direction: 'rtl' },
  play: openIt,
};

export const DarkMobile: Story = {
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
  play: openIt,
};

/** The same dialog built from its parts: the header names it and holds the close button. */
export const Composed: Story = {
  args: {
    title: undefined,
    children: [
      <Dialog.Header key="header">Invite a member</Dialog.Header>,
      <Dialog.Body key="body">
        <label>
          Email <input type="email" name="email" />
        </label>
      </Dialog.Body>,
      <Dialog.Footer key="footer">
        <Button>Send invitation</Button>
      </Dialog.Footer>,
    ],
  },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await expect(await body().findByRole('dialog', { name: 'Invite a member' })).toBeVisible();
    await expect(body().getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(body().getByRole('button', { name: 'Send invitation' })).toHaveFocus();
    await userEvent.tab();
    await expect(body().getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(body().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('close-button');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

// Guidance as pictures: a do and a don't, framed by the example decorator of .storybook/preview.tsx.
export const DoNameTheAction: Story = {
  name: 'Do: name the action',
  args: {
    open: true,
    title: 'Delete course',
    children: <p>The course and its sessions are removed for everyone who runs it.</p>,
    confirmLabel: 'Delete',
    cancelLabel: 'Keep course',
    onConfirm: fn(),
  },
  parameters: {
    example: {
      verdict: 'do',
      caption: 'The title says what it is about and the button says what it will do.',
    },
  },
};

export const DontAskAreYouSure: Story = {
  name: "Don't: ask “Are you sure?”",
  args: {
    open: true,
    title: 'Are you sure?',
    children: <p>This cannot be undone.</p>,
    confirmLabel: 'OK',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
  },
  parameters: {
    example: {
      verdict: 'dont',
      caption: 'A question and an OK button: the reader cannot tell what will happen.',
    },
  },
};
