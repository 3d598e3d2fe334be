export const PASSWORD_MIN_LENGTH = 8;

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

export const hasCase = (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value);
export const hasNumber = (value: string) => /\d/.test(value);
export const hasSymbol = (value: string) => /[^A-Za-z0-9\s]/.test(value);
export const allowedCharacters = (value: string) => /^[\u0020-\u00ff]*$/.test(value);

export function passwordErrors(
  values: PasswordValues,
  { requireOld = false } = {},
): PasswordErrors {
  const errors: PasswordErrors = {};
  const { password, confirmPassword, oldPassword = '' } = values;
  if (requireOld && !oldPassword) errors.oldPasswordRequired = true;
  if (!password) {
    errors.passwordRequired = true;
  } else {
    if (password.length < PASSWORD_MIN_LENGTH) errors.passwordMinLength = true;
    if (!hasCase(password)) errors.passwordCase = true;
    if (!hasNumber(password)) errors.passwordNumber = true;
    if (!hasSymbol(password)) errors.passwordSymbol = true;
    if (errors.passwordCase || errors.passwordNumber || errors.passwordSymbol)
      errors.passwordMinRules = true;
    if (!allowedCharacters(password)) errors.passwordCharacters = true;
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
