import { PASSWORD_MIN_LENGTH, passwordFailures, type PasswordFailure } from '@campus/api-client';
import { BLOCKED_ROLES, type UserRow } from '../../services/auth';
import { WpError } from '../../conventions/errors';

const PASSWORD_PROBLEMS: Record<PasswordFailure, string> = {
  minLength: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  case: 'The password must include both uppercase and lowercase characters.',
  number: 'The password must include at least one number.',
  symbol: 'The password must include at least one symbol.',
  characters: 'The password contains characters that are not allowed.',
};

/**
 * The contract's password rule (`passwordFailures` of `@campus/api-client`, which the app's password
 * editor is given too), enforced here so no client can skip it: the first part a password fails.
 */
export function passwordProblem(value: string): string | undefined {
  const [failure] = passwordFailures(value);
  return failure && PASSWORD_PROBLEMS[failure];
}

export function checkPassword(value: string): void {
  const problem = passwordProblem(value);
  if (problem) throw new WpError(400, 'weak_password', problem);
}

/**
 * The actions list carried in the token's `data.options.actions`: what the menu may offer the user
 * beyond its defaults. A member may create a course; a role kept out of the member areas may not
 * (pinned by accounts.test.ts).
 */
export function actionsOf(user: Pick<UserRow, 'roles'>): string[] {
  return user.roles.some((role) => BLOCKED_ROLES.includes(role)) ? [] : ['create-course'];
}
