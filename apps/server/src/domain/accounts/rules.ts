import { BLOCKED_ROLES, type UserRow } from '../../plugins/auth';
import { WpError } from '../../plugins/errors';

/**
 * The password editor's rules, enforced again here so no client can skip them; the two judge the
 * same passwords alike (pinned by apps/web's passwordRule.test.ts). Whitespace is not a symbol.
 */
export function passwordProblem(value: string): string | undefined {
  if (value.length < 8) return 'The password must be at least 8 characters long.';
  if (!/[a-z]/.test(value) || !/[A-Z]/.test(value))
    return 'The password must include both uppercase and lowercase characters.';
  if (!/\d/.test(value)) return 'The password must include at least one number.';
  if (!/[^A-Za-z0-9\s]/.test(value)) return 'The password must include at least one symbol.';
  if ([...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) > 255))
    return 'The password contains characters that are not allowed.';
  return undefined;
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
