import { passwordFailures } from '@campus/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PasswordEditor } from './PasswordEditor';

/** What a designer reads first on the docs page. */
const GUIDANCE = `
Old, new and confirm password fields with live, announced rule hints and a show/hide toggle.

**When to use.** Choosing a new password: sign-up, reset, and changing it on the profile (with \`editingExistingUser\`, which adds the old password).

**When not to.** Signing in (one password field, no rules shown).

**Do.** Show the rules before the reader types, each marked met as it becomes true. Show errors on submit with \`showErrors\`.

**Don't.** Block pasting, or clear the fields after a failed submit.

**Accessibility.** Each hint says "met" or "not met" after its text, so its state is read, not only seen as a colour or an icon. The show/hide toggle switches both fields together.

**Rule.** The rule is the server's, passed as \`rule\`: Campus passes \`passwordFailures\` from \`@campus/api-client\`, the function its server judges new passwords with, so the hints never promise what the server refuses.

**Content.** Rules read as the end of "Your password must:" ("include at least one number"). Every label and message can be replaced for translation.
`;

const meta = {
  title: 'UI/PasswordEditor',
  component: PasswordEditor,
  parameters: { docs: { description: { component: GUIDANCE } } },
  tags: ['autodocs'],
  args: { rule: passwordFailures, onChange: fn() },
  decorators: [
    (Story) => (
      <form onSubmit={(event) => event.preventDefault()}>
        <Story />
        <Button type="submit">Save</Button>
      </form>
    ),
  ],
} satisfies Meta<typeof PasswordEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const hint = (canvas: { getAllByRole: (role: 'listitem') => HTMLElement[] }, text: string) =>
  canvas.getAllByRole('listitem').find((li) => li.textContent?.startsWith(text));

export const NewUser: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('New password');
    await userEvent.type(input, 'abcdefgh');
    await expect(hint(canvas, 'be at least 8 characters long')).toHaveAttribute(
      'data-state',
      'met',
    );
    await expect(hint(canvas, 'include at least one symbol')).toHaveAttribute(
      'data-state',
      'unmet',
    );
    await userEvent.type(input, 'A1!');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'abcdefghA1!');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.anything(), {}, true);
  },
};

export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'Abcdef1!');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Abcdef1?');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords must match',
    );
  },
};

export const EditingExistingUser: Story = {
  args: { editingExistingUser: true, showErrors: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Old password')).toHaveAccessibleDescription(
      'Old password is required',
    );
    await expect(canvas.getByLabelText('Old password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  },
};

export const ShowHideRehidesOnSubmit: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show passwords' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'Abcdef1!');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Abcdef1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Paste: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('New password'));
    await userEvent.paste('Pasted9$x');
    await expect(hint(canvas, 'include at least one symbol')).toHaveAttribute('data-state', 'met');
  },
};

export const RightToLeft: Story = {
  args: {
    passwordLabel: 'סיסמה חדשה',
    confirmPasswordLabel: 'אימות סיסמה',
    hintsLabel: 'הסיסמה חייבת:',
    showLabel: 'הצגת סיסמאות',
    hideLabel: 'הסתרת סיסמאות',
  },
  globals: { direction: 'rtl' },
};

export const DarkMobile: Story = {
  args: { editingExistingUser: true },
  globals: { theme: 'dark', viewport: { value: 'phone', isRotated: false } },
};

// Guidance as pictures: a do and a don't, framed by the example decorator of .storybook/preview.tsx.
export const DoShowTheRulesFirst: Story = {
  name: 'Do: show the rules first',
  parameters: {
    example: {
      verdict: 'do',
      caption: 'The rules are there before the reader types, each marked as it becomes true.',
    },
  },
};

export const DontGreetWithErrors: Story = {
  name: "Don't: greet with errors",
  args: { showErrors: true },
  parameters: {
    example: {
      verdict: 'dont',
      caption: 'Errors on an empty form the reader has not tried to send: show them on submit.',
    },
  },
};
