import { randomBytes } from 'node:crypto';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, type SignupPayload } from '@campus/api-client';

/** Recovery answer types. */
export const ResponseType = {
  Error: 0,
  VerificationSent: 1,
  VerificationFailed: 2,
  Verified: 3,
  Completed: 4,
} as const;
export const RECOVERY_KEY_LIFETIME_MS = 24 * 3600 * 1000;
/** The contract's e-mail rule (`@campus/api-client`), as the request schemas check it. */
export const email = {
  type: 'string',
  pattern: EMAIL_PATTERN,
  maxLength: EMAIL_MAX_LENGTH,
} as const;
export const password = { type: 'string', minLength: 1, maxLength: 200 } as const;
export const obj = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;

export const token = () => randomBytes(18).toString('base64url');
export const escapeHtml = (value: string) =>
  value.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** WordPress's `user_nicename`: the login made URL-safe (`sanitize_title`). */
export const niceName = (login: string) =>
  login
    .toLowerCase()
    .replace(/@/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
export const roleOf = (user: { roles: string[] } | undefined): { role?: string } =>
  user?.roles[0] ? { role: user.roles[0] } : {};

/** What the plugin itself answers beside the token; the app reads `profile` and `organization`. */
export interface PluginTokenAnswer {
  user_email: string;
  user_nicename: string;
  user_display_name: string;
}

/** The sign-up payload; survey invitations arrive with `source: 'survey'` and no password. */
export type SignupUser = Partial<SignupPayload> &
  Pick<SignupPayload, 'first_name' | 'last_name' | 'email'> & { source?: 'survey' | 'other' };
