import { randomBytes } from 'node:crypto';

/** A single-use code for a mailed link (sign-up verification, password recovery). */
export const oneTimeCode = () => randomBytes(18).toString('base64url');

/** A recovery key opens its link for a day (README, "Decisions": recovery). */
export const RECOVERY_KEY_LIFETIME_MS = 24 * 3600 * 1000;
