/** Local storage key of the session token (pinned by exports.test.ts). */
export const TOKEN_KEY = 'token';
/** Local storage key of the stored profile (pinned by exports.test.ts). */
export const PROFILE_KEY = 'profile';
/** Local progress store, cleared on login and logout (pinned by session.test.ts). */
export const PROGRESS_KEY = 'ab_session_progress';
/** Cookie: `1` for a remember-me (Persistent) session, else `0` (pinned by session.test.ts). */
export const REMEMBER_ME_COOKIE = 'remember_me';
/**
 * Lifetime of the remember-me cookie in seconds: 30 days, the usual "keep me signed in" span, a
 * decision (README, "Decisions"). It outlives the token, so the token's own expiry ends the session.
 */
export const REMEMBER_ME_MAX_AGE = 30 * 24 * 60 * 60;

export const SIGNON_PATH = '/user/signon';
export const DEFAULT_RETURN_PATH = '/dashboard';
/** Paths under this prefix are reachable without a session (pinned by session.test.ts). */
export const ALWAYS_REACHABLE_PREFIX = '/(signon:';

export const BLOCKED_ROLE_MESSAGE = "As a Support Couple you don't have access to this area yet.";
export const TRAINING_UNAVAILABLE_MESSAGE = 'The Learning Center is not available at this time.';
