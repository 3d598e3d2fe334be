import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createRef, useState } from 'react';
import { Dialog, type DialogCloseReason, type DialogProps } from './Dialog';

function Harness({
  children,
  ...props
}: Partial<DialogProps> & { onReason?: (r: DialogCloseReason) => void }) {
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState('none');
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <p>Last close: {last}</p>
      <Dialog
        title="Share resource"
        {...props}
        open={open}
        onClose={(reason) => {
          setLast(reason);
          setOpen(false);
        }}
      >
        {children ?? (
          <label>
            Link <input defaultValue="https://example.org" />
          </label>
        )}
      </Dialog>
    </div>
  );
}

test('is labelled by its title and moves focus to its first control', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Share resource' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('textbox', { name: 'Link' })).toHaveFocus();
});

test('traps Tab and Shift+Tab inside the dialog', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Link' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

test('Escape closes with reason escape and focus returns to the opener', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Last close: escape')).toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the close control closes with reason close-button', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByText('Last close: close-button')).toBeInTheDocument();
});

test('the page behind is inert and does not scroll while open, and is restored after', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  // Inert content leaves the accessibility tree: the page's buttons are no longer reachable by role.
  expect(screen.queryByRole('button', { name: 'Behind' })).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Behind' })).toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});

test('async confirm shows a progress bar until it settles, then closes with reason confirm', async () => {
  const user = userEvent.setup();
  let resolve: () => void = () => undefined;
  render(
    <Harness onConfirm={() => new Promise<void>((r) => (resolve = r))} confirmLabel="Delete" />,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(screen.getByRole('progressbar', { name: 'Delete' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  resolve();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Last close: confirm')).toBeInTheDocument();
});

test('a failed confirmation keeps the dialog open and says so', async () => {
  const user = userEvent.setup();
  render(
    <Harness
      onConfirm={() => Promise.reject(new Error('offline'))}
      errorLabel="Could not delete."
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not delete.');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('Last close: cancel')).toBeInTheDocument();
});

test.each(['default', 'media', 'completion'] as const)(
  'the %s size is exposed as data-size',
  async (size) => {
    const user = userEvent.setup();
    render(<Harness size={size} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', size);
  },
);

test('has no axe violations when open', async () => {
  const user = userEvent.setup();
  render(<Harness onConfirm={() => undefined} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect((await axe(document.body)).violations).toEqual([]);
});

/** The parts out of order: the dialog still places the header first and the footer last. */
const inviteParts = [
  <Dialog.Footer key="footer">
    <button type="button">Send</button>
  </Dialog.Footer>,
  <Dialog.Body key="body">
    <label>
      Email <input type="email" />
    </label>
  </Dialog.Body>,
  <Dialog.Header key="header">Invite a member</Dialog.Header>,
];

test('a dialog composed from parts is named by its header and lays the parts out in order', async () => {
  const user = userEvent.setup();
  render(<Harness title={undefined}>{inviteParts}</Harness>);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
  expect(within(dialog).getByRole('heading', { name: 'Invite a member' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  // Header first and footer last whatever the order of the children: Tab order follows.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

test('a composed dialog closes with Escape and with the header close button', async () => {
  const user = userEvent.setup();
  render(<Harness title={undefined}>{inviteParts}</Harness>);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Last close: escape')).toBeInTheDocument();
  expect(opener).toHaveFocus();
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Last close: close-button')).toBeInTheDocument();
});

test('parts forward their refs and class names', () => {
  const header = createRef<HTMLDivElement>();
  const body = createRef<HTMLDivElement>();
  const footer = createRef<HTMLDivElement>();
  render(
    <Dialog open onClose={() => undefined}>
      <Dialog.Header ref={header} className="invite-header">
        Invite
      </Dialog.Header>
      <Dialog.Body ref={body} className="invite-body">
        Who should join?
      </Dialog.Body>
      <Dialog.Footer ref={footer} className="invite-footer">
        Sent by email
      </Dialog.Footer>
    </Dialog>,
  );
  expect(header.current).toContainElement(screen.getByRole('heading', { name: 'Invite' }));
  expect(header.current).toHaveClass('invite-header');
  expect(body.current).toHaveTextContent('Who should join?');
  expect(body.current).toHaveClass('invite-body');
  expect(footer.current).toHaveTextContent('Sent by email');
  expect(footer.current).toHaveClass('invite-footer');
});

test('a footer part replaces the footer prop, and loose children around a body part keep their order', () => {
  render(
    <Dialog
      open
      onClose={() => undefined}
      title="Module Completed"
      footer={<button type="button">Old</button>}
    >
      <p>Well done.</p>
      <Dialog.Body>Next: module 2.</Dialog.Body>
      <Dialog.Footer>
        <button type="button">Continue</button>
      </Dialog.Footer>
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Module Completed' });
  expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Old' })).not.toBeInTheDocument();
  expect(dialog).toHaveTextContent(/Module Completed.*Well done\.Next: module 2\.Continue$/);
});

test('Dialog.Header outside a dialog says where it belongs', () => {
  expect(() => render(<Dialog.Header>Lost</Dialog.Header>)).toThrow(
    'Dialog.Header must be rendered inside a Dialog.',
  );
});

test('a composed dialog has no axe violations when open', async () => {
  const user = userEvent.setup();
  render(<Harness title={undefined}>{inviteParts}</Harness>);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect((await axe(document.body)).violations).toEqual([]);
});
