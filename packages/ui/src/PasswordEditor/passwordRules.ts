/** A part of a password rule a password fails. */
export type PasswordRuleFailure = 'minLength' | 'case' | 'number' | 'symbol' | 'characters';

/**
 * The rule a new password must meet: the parts of it `password` fails, none when it passes. The
 * rule is the server's, so the editor receives it rather than keeping one of its own (a copy would
 * drift from what the server accepts): Campus passes `passwordFailures` from `@campus/api-client`.
 */
export type PasswordRule = (password: string) => readonly PasswordRuleFailure[];

/** One flag per failed password rule (pinned by PasswordEditor.test.tsx). */
export interface PasswordErrors {
  oldPasswordRequired?: true;
  passwordRequired?: true;
  passwordMinLength?: true;
  /** Any of the case, number or symbol rules failed. */
  passwordMinRules?: true;
  passwordCase?: true;
  passwordNumber?: true;
  passwordSymbol?: true;
  /** A character outside space (32) .. 255. */
  passwordCharacters?: true;
  passwordMismatch?: true;
}

export interface PasswordValues {
  oldPassword?: string;
  password: string;
  confirmPassword: string;
}

const FLAGS = {
  minLength: 'passwordMinLength',
  case: 'passwordCase',
  number: 'passwordNumber',
  symbol: 'passwordSymbol',
  characters: 'passwordCharacters',
} as const satisfies Record<PasswordRuleFailure, keyof PasswordErrors>;

export function passwordErrors(
  values: PasswordValues,
  { requireOld = false, rule }: { requireOld?: boolean; rule: PasswordRule },
): PasswordErrors {
  const errors: PasswordErrors = {};
  const { password, confirmPassword, oldPassword = '' } = values;
  if (requireOld && !oldPassword) errors.oldPasswordRequired = true;
  if (!password) {
    errors.passwordRequired = true;
  } else {
    for (const failure of rule(password)) errors[FLAGS[failure]] = true;
    if (errors.passwordCase || errors.passwordNumber || errors.passwordSymbol)
      errors.passwordMinRules = true;
  }
  if (confirmPassword !== password) errors.passwordMismatch = true;
  return errors;
}

export const PASSWORD_MESSAGES = {
  oldPasswordRequired: 'Old password is required',
  passwordRequired: 'Password is required',
  passwordMinLength: 'be at least 8 characters long',
  passwordCase: 'include both uppercase and lowercase characters',
  passwordNumber: 'include at least one number',
  passwordSymbol: 'include at least one symbol',
  passwordCharacters: 'Only characters from space up to code 255 are allowed',
  passwordMismatch: 'Passwords must match',
} as const;
