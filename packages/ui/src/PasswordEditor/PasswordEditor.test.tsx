import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordFailures } from '@campus/api-client';
import { axe } from 'jest-axe';
import { PasswordEditor, type PasswordEditorProps } from './PasswordEditor';
import { passwordErrors, type PasswordErrors } from './passwordRules';
import { passwordSchema } from './passwordSchema';

function setup(props: Partial<PasswordEditorProps> = {}) {
  const seen: Array<{ errors: PasswordErrors; valid: boolean }> = [];
  const user = userEvent.setup();
  render(
    <form onSubmit={(e) => e.preventDefault()}>
      <PasswordEditor
        rule={passwordFailures}
        onChange={(_v, errors, valid) => seen.push({ errors, valid })}
        {...props}
      />
      <button type="submit">Save</button>
    </form>,
  );
  return { user, last: () => seen[seen.length - 1] };
}

const hint = (text: string) =>
  screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith(text));

test('asks for the old password only when editing an existing user', () => {
  setup();
  expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
});

test('old password is required when editing, with its message', async () => {
  const { user, last } = setup({ editingExistingUser: true, showErrors: true });
  expect(screen.getByLabelText('Old password')).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByLabelText('Old password')).toHaveAccessibleDescription(
    'Old password is required',
  );
  await user.type(screen.getByLabelText('New password'), 'Abcdef1!');
  await user.type(screen.getByLabelText('Confirm password'), 'Abcdef1!');
  expect(last()?.errors).toEqual({ oldPasswordRequired: true });
  await user.type(screen.getByLabelText('Old password'), 'old');
  expect(last()).toEqual({ errors: {}, valid: true });
});

test('a required field left empty says so once the person moves on, not before', async () => {
  const { user } = setup({ editingExistingUser: true });
  const old = screen.getByLabelText('Old password');
  expect(old).not.toHaveAccessibleDescription('Old password is required');
  await user.click(old);
  await user.tab();
  expect(old).toHaveAccessibleDescription('Old password is required');
  const password = screen.getByLabelText('New password');
  expect(password).not.toHaveAccessibleDescription(expect.stringContaining('Password is required'));
  await user.click(password);
  await user.tab();
  expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is required'));
});

test('live hints turn green rule by rule and are announced', async () => {
  const { user } = setup();
  const input = screen.getByLabelText('New password');
  expect(input).toHaveAttribute('autocomplete', 'new-password');
  const texts = [
    'be at least 8 characters long',
    'include both uppercase and lowercase characters',
    'include at least one number',
    'include at least one symbol',
  ];
  // Before anything is typed the rules are guidance, not failures.
  for (const text of texts) expect(hint(text)).toHaveAttribute('data-state', 'idle');
  await user.type(input, 'abcdefgh');
  expect(hint(texts[0]!)).toHaveAttribute('data-state', 'met');
  expect(hint(texts[1]!)).toHaveTextContent('not met');
  await user.type(input, 'A1');
  expect(hint(texts[1]!)).toHaveAttribute('data-state', 'met');
  expect(hint(texts[2]!)).toHaveAttribute('data-state', 'met');
  expect(hint(texts[3]!)).toHaveAttribute('data-state', 'unmet');
  await user.type(input, '#');
  expect(hint(texts[3]!)).toHaveTextContent('include at least one symbol: met');
  expect(input).toHaveAccessibleDescription(
    expect.stringContaining('include at least one symbol : met'),
  );
});

test('reports each error flag', async () => {
  const { user, last } = setup();
  const input = screen.getByLabelText('New password');
  await user.type(input, 'ab');
  expect(last()?.errors).toEqual({
    passwordMinLength: true,
    passwordMinRules: true,
    passwordCase: true,
    passwordNumber: true,
    passwordSymbol: true,
    passwordMismatch: true,
  });
  await user.clear(input);
  expect(last()?.errors).toEqual({ passwordRequired: true });
});

test('confirm must match', async () => {
  const { user, last } = setup();
  await user.type(screen.getByLabelText('New password'), 'Abcdef1!');
  await user.type(screen.getByLabelText('Confirm password'), 'Abcdef1?');
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
    'Passwords must match',
  );
  expect(last()).toEqual({ errors: { passwordMismatch: true }, valid: false });
  await user.clear(screen.getByLabelText('Confirm password'));
  await user.type(screen.getByLabelText('Confirm password'), 'Abcdef1!');
  expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument();
  expect(last()?.valid).toBe(true);
});

test('characters above code 255 are refused', async () => {
  const { user, last } = setup();
  await user.type(screen.getByLabelText('New password'), 'Abcdef1!€');
  expect(last()?.errors.passwordCharacters).toBe(true);
  expect(
    screen.getByText('Only characters from space up to code 255 are allowed'),
  ).toBeInTheDocument();
});

test('pasting works', async () => {
  const { user } = setup();
  await user.click(screen.getByLabelText('New password'));
  await user.paste('Pasted9$x');
  expect(screen.getByLabelText('New password')).toHaveValue('Pasted9$x');
  expect(hint('include at least one symbol')).toHaveAttribute('data-state', 'met');
});

test('the show/hide toggle reveals all fields and re-hides on submit', async () => {
  const { user } = setup();
  const input = screen.getByLabelText('New password');
  expect(input).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show passwords' }));
  expect(input).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide passwords' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.type(input, 'Abcdef1!');
  await user.type(screen.getByLabelText('Confirm password'), 'Abcdef1!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(input).toHaveAttribute('type', 'password');
});

test('the yup schema applies the same rules with the same messages', async () => {
  const schema = passwordSchema({ requireOld: true, rule: passwordFailures });
  await expect(
    schema.validate({ oldPassword: 'x', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }),
  ).resolves.toBeTruthy();
  await expect(
    schema.validate({ oldPassword: '', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }),
  ).rejects.toThrow('Old password is required');
  await expect(
    schema.validate({ oldPassword: 'x', password: 'Abcdef1!', confirmPassword: 'nope' }),
  ).rejects.toThrow('Passwords must match');
  await expect(
    schema.validate({ oldPassword: 'x', password: 'abcdefg1!', confirmPassword: 'abcdefg1!' }),
  ).rejects.toThrow('include both uppercase and lowercase characters');
  await expect(
    passwordSchema({ rule: passwordFailures }).validate({
      password: 'Abc1!',
      confirmPassword: 'Abc1!',
    }),
  ).rejects.toThrow('be at least 8 characters long');
});

test('passwordErrors flags each part of the rule a password fails, as the rule names it', () => {
  const rule = () => ['minLength', 'symbol', 'characters'] as const;
  expect(passwordErrors({ password: 'any', confirmPassword: 'other' }, { rule })).toEqual({
    passwordMinLength: true,
    passwordSymbol: true,
    passwordMinRules: true,
    passwordCharacters: true,
    passwordMismatch: true,
  });
  expect(
    passwordErrors(
      { password: 'Abcdef 1', confirmPassword: 'Abcdef 1' },
      { rule: passwordFailures },
    ),
  ).toEqual({ passwordSymbol: true, passwordMinRules: true });
  expect(
    passwordErrors({ password: '', confirmPassword: '' }, { requireOld: true, rule: () => [] }),
  ).toEqual({ oldPasswordRequired: true, passwordRequired: true });
});

test('has no axe violations', async () => {
  const { container } = render(
    <PasswordEditor rule={passwordFailures} editingExistingUser showErrors />,
  );
  expect((await axe(container)).violations).toEqual([]);
});
