import { randomBytes } from 'node:crypto';

export const RECOVERY_KEY_LIFETIME_MS = 24 * 3600 * 1000;

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
