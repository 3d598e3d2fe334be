export { BLOCKED_ROLES, TRAINING_ROLES, isBlockedRole, canViewTraining } from './roles';
export {
  ALWAYS_REACHABLE_PREFIX,
  BLOCKED_ROLE_MESSAGE,
  DEFAULT_RETURN_PATH,
  PROFILE_KEY,
  PROGRESS_KEY,
  REMEMBER_ME_COOKIE,
  REMEMBER_ME_MAX_AGE,
  SIGNON_PATH,
  TOKEN_KEY,
  TRAINING_UNAVAILABLE_MESSAGE,
} from './constants';
export { documentCookies, systemClock } from './adapters';
export type {
  Clock,
  CookieJar,
  CookieOptions,
  SessionStorage,
  StorageEventSource,
} from './adapters';
export { createSession } from './session';
export type {
  LoginCheck,
  LoginCredentials,
  LogoutReason,
  Session,
  SessionEvent,
  SessionOptions,
  SessionState,
  SessionType,
} from './session';
export { parseBirthday } from './user';
export type { CurrentUser, SessionProfile } from './user';
export { returnPathAfterLogin, safeReturnPath } from './returnPath';
export { requireLogin, requireTraining, visitorsOnly } from './guards';
export type { GuardOptions } from './guards';
export { SessionProvider, useCurrentUser, useSession } from './react';
export type { SessionProviderProps } from './react';
