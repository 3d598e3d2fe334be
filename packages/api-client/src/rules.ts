// The rules of the contract both sides apply, each defined once: the browser judges a form with
// them before sending it, the server refuses what fails them (README, "Rules both sides apply";
// pinned by rules.test.ts).

/**
 * An e-mail address as both sides accept it: something@domain.tld, no whitespace. A regular
 * expression's source, so a JSON Schema `pattern` can carry it as it is.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** The longest address accepted (what an SMTP path allows). */
export const EMAIL_MAX_LENGTH = 254;

const email = new RegExp(EMAIL_PATTERN);
/** True for an address as both sides accept it. */
export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && email.test(value);

/**
 * What a new password must meet, judged the same by the browser (the app passes it to
 * `@campus/ui`'s password editor) and by the server (which refuses a password that fails it with
 * 400 `weak_password`).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** A part of the rule a password fails, in the order the server reports the first of them. */
export type PasswordFailure = 'minLength' | 'case' | 'number' | 'symbol' | 'characters';

/**
 * The parts of the rule `password` fails, none when it passes: at least 8 characters, lower and
 * upper case letters, a digit, a symbol (whitespace is not one), and only characters from space up
 * to code 255.
 */
export function passwordFailures(password: string): PasswordFailure[] {
  const failures: PasswordFailure[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) failures.push('minLength');
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) failures.push('case');
  if (!/\d/.test(password)) failures.push('number');
  if (!/[^A-Za-z0-9\s]/.test(password)) failures.push('symbol');
  if (!/^[\u0020-\u00ff]*$/.test(password)) failures.push('characters');
  return failures;
}
