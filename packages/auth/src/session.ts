import {
  decodeJwt,
  getProfile,
  isApiError,
  login as requestLogin,
  logout as requestLogout,
  tokenExpiry,
  validateToken,
  type ApiClient,
  type Middleware,
} from '@campus/api-client';
import {
  documentCookies,
  systemClock,
  type Clock,
  type CookieJar,
  type SessionStorage,
  type StorageEventSource,
} from './adapters';
import {
  ALWAYS_REACHABLE_PREFIX,
  BLOCKED_ROLE_MESSAGE,
  PROFILE_KEY,
  PROGRESS_KEY,
  REMEMBER_ME_COOKIE,
  REMEMBER_ME_MAX_AGE,
  TOKEN_KEY,
} from './constants';
import { returnPathAfterLogin, safeReturnPath } from './returnPath';
import { canViewTraining } from './roles';
import { buildCurrentUser, type CurrentUser, type SessionProfile } from './user';

/** The JWT plugin's answer to a bad, expired or revoked token, on every route. */
const INVALID_TOKEN = 'jwt_auth_invalid_token';
const TOKEN_VALIDATE_PATH = '/jwt-auth/v1/token/validate';

/** Persistent when the `remember_me` cookie is `1`, Session otherwise. */
export type SessionType = 'Session' | 'Persistent';

export interface SessionState {
  token: string | null;
  profile: SessionProfile | null;
  type: SessionType;
  /** The token was checked with the server (or the login just happened) since the page loaded. */
  verified: boolean;
  user: CurrentUser;
}

/**
 * Why a session ended: the user logged out; the server refused a member's call (401, or a refused
 * token on a call that then needed a session: `unauthorized`); the server refused the token on a
 * call that needed none (`refused`); the token failed validation (`invalid`) or had expired; a
 * blocked role met a guarded route; or another tab logged out.
 */
export type LogoutReason =
  'user' | 'unauthorized' | 'refused' | 'invalid' | 'expired' | 'blocked' | 'other-tab';

export type SessionEvent =
  | { type: 'login'; user: CurrentUser; fromOtherTab: boolean }
  | { type: 'logout'; reason: LogoutReason }
  | { type: 'profile'; user: CurrentUser }
  | { type: 'verified'; user: CurrentUser }
  /** A blocked role met a guarded route: show `message` in the access modal. */
  | { type: 'blocked'; message: string };

/** The answer of the login check: pass, refuse (blocked role), or send to sign-on. */
export type LoginCheck = 'allowed' | 'blocked' | 'signon';

type LoginPayload = Parameters<typeof requestLogin>[1];

export interface LoginCredentials {
  user_email: string;
  password: string;
  /** Keep the session across browser restarts (`remember_me` = 1). @default false */
  rememberMe?: boolean;
  /** The hidden login options (skipSalesForce, isAdminQA). @default {} */
  options?: LoginPayload['options'];
}

export interface SessionOptions {
  /** The API client the session logs in, validates and logs out with; a 401 watch is added to it. */
  client: ApiClient;
  /** @default window.localStorage */
  storage?: SessionStorage;
  /** @default a jar over document.cookie */
  cookies?: CookieJar;
  /** @default Date.now */
  clock?: Clock;
  /** Where other tabs' `storage` events arrive; null turns tab sync off. @default window */
  events?: StorageEventSource | null;
  /** The theme feature `disable_training` (read on every change, so it may come from a store). @default false */
  trainingDisabled?: boolean | (() => boolean);
  /** Remember-me cookie lifetime in seconds. @default REMEMBER_ME_MAX_AGE (30 days) */
  rememberMeMaxAge?: number;
}

export interface Session {
  getState(): SessionState;
  getCurrentUser(): CurrentUser;
  getToken(): string | null;
  isLoggedIn(): boolean;
  login(credentials: LoginCredentials): Promise<CurrentUser>;
  logout(): Promise<void>;
  /** Stores a saved profile (after `/user/update`) and tells subscribers. */
  setProfile(profile: SessionProfile): void;
  /** The login guard's check for `requestedPath`. */
  checkLogin(requestedPath?: string): Promise<LoginCheck>;
  /** Remembers where to return after the next login; unsafe paths are ignored. */
  rememberReturnPath(path: string): void;
  /** Where to go after login, forgetting the remembered path: remembered, `stateRedirect`, `/dashboard`. */
  takeReturnPath(stateRedirect?: unknown): string;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (event: SessionEvent) => void): () => void;
  /** Stops listening to other tabs and to the client's 401 answers. */
  dispose(): void;
}

interface TokenClaims {
  data?: { user?: { id?: unknown }; options?: unknown };
}

function readClaims(token: string): { userId: number | null; options: Record<string, unknown> } {
  const claims = decodeJwt(token) as TokenClaims;
  const id = Number(claims.data?.user?.id);
  const options = claims.data?.options;
  return {
    userId: Number.isFinite(id) && id > 0 ? id : null,
    options:
      typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {},
  };
}

/** The server was never reached (offline, network failure) or the call was cancelled. */
function isUnanswered(error: unknown): boolean {
  return (
    (isApiError(error) && error.status === undefined) ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

function isPathAlwaysReachable(path: string | undefined): boolean {
  return path !== undefined && path.startsWith(ALWAYS_REACHABLE_PREFIX);
}

export function createSession(options: SessionOptions): Session {
  const { client } = options;
  const storage = options.storage ?? window.localStorage;
  const cookies = options.cookies ?? documentCookies();
  const clock = options.clock ?? systemClock;
  const events =
    options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  const maxAge = options.rememberMeMaxAge ?? REMEMBER_ME_MAX_AGE;
  const trainingDisabled = (): boolean =>
    typeof options.trainingDisabled === 'function'
      ? options.trainingDisabled()
      : Boolean(options.trainingDisabled);

  const listeners = new Set<(event: SessionEvent) => void>();
  let returnPath: string | null = null;

  function readProfile(): SessionProfile | null {
    const raw = storage.getItem(PROFILE_KEY);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'object' && parsed !== null ? (parsed as SessionProfile) : null;
    } catch {
      return null;
    }
  }

  /** A malformed token counts as expired: it can never validate. */
  function isExpired(token: string): boolean {
    try {
      const expiry = tokenExpiry(token);
      return expiry !== null && expiry.getTime() <= clock.now();
    } catch {
      return true;
    }
  }

  function sessionType(): SessionType {
    return cookies.get(REMEMBER_ME_COOKIE) === '1' ? 'Persistent' : 'Session';
  }

  function makeState(
    token: string | null,
    profile: SessionProfile | null,
    verified: boolean,
  ): SessionState {
    let claims: ReturnType<typeof readClaims> | null = null;
    if (token) {
      try {
        claims = readClaims(token);
      } catch {
        claims = null;
      }
    }
    const loggedIn = token !== null && !isExpired(token);
    const roles = profile?.user_roles ?? [];
    return {
      token,
      profile,
      type: sessionType(),
      verified,
      user: buildCurrentUser(
        profile,
        claims,
        loggedIn,
        loggedIn && canViewTraining(roles, trainingDisabled()),
      ),
    };
  }

  function emit(event: SessionEvent): void {
    for (const listener of [...listeners]) listener(event);
  }

  // Start-up: a non-persistent session keeps no profile; an expired (or malformed)
  // token goes together with the profile. A login not to be remembered writes `remember_me=0` as
  // a browser-session cookie: when it is gone, the browser was closed since, and that login ends
  // with it (its token included), as the person who did not tick "remember me" expects.
  if (cookies.get(REMEMBER_ME_COOKIE) === undefined) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(PROFILE_KEY);
  }
  if (sessionType() === 'Session') storage.removeItem(PROFILE_KEY);
  const storedToken = storage.getItem(TOKEN_KEY);
  if (storedToken !== null && isExpired(storedToken)) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(PROFILE_KEY);
  }
  let state = makeState(storage.getItem(TOKEN_KEY), readProfile(), false);

  function clearStoredSession(): void {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(PROFILE_KEY);
    storage.removeItem(PROGRESS_KEY);
    cookies.remove(REMEMBER_ME_COOKIE);
    state = makeState(null, null, false);
  }

  /** Ends the session locally at once, so a burst of failures ends it only once. */
  function endSession(reason: LogoutReason): void {
    if (endSessionQuietly()) emit({ type: 'logout', reason });
  }

  /** Ends the session without saying why yet; false when it had already ended. */
  function endSessionQuietly(): boolean {
    if (state.token === null) return false;
    clearStoredSession();
    // The server's logout is answered locally; it is still called so the client drops its cache.
    requestLogout(client).catch(() => undefined);
    return true;
  }

  let disposed = false;
  // The calls refused together with one token, and what the session's end was announced as.
  let refusal: { token: string; announced: LogoutReason | null } | null = null;

  /** A refused call's anonymous retry settled: the first one says why the session ended. */
  function settleRefusal(token: string, reason: LogoutReason): void {
    if (refusal?.token !== token) return;
    // A member's call among them outweighs a public one answered first.
    if (
      refusal.announced === null ||
      (reason === 'unauthorized' && refusal.announced === 'refused')
    ) {
      refusal.announced = reason;
      emit({ type: 'logout', reason });
    }
  }

  const unauthorizedWatch: Middleware = async (request, next) => {
    const sentWith = disposed ? null : state.token;
    try {
      return await next(request);
    } catch (error) {
      if (sentWith === null || !isApiError(error)) throw error;
      // Only the token the request carried is ended: a late refusal must not end a newer login.
      const current = sentWith === state.token;
      if (error.status === 401) {
        if (current) endSession('unauthorized');
        throw error;
      }
      // The JWT plugin refuses every call that carries a bad or expired token, public ones
      // included, before the route runs. The session is over, but the call itself may not need
      // one: it goes again once, with the token now current (none, or a newer login's). The
      // retries' answers tell why the session ended: a 401 means the person was on a member's
      // page. (The validation call is the session's own question and is never repeated.)
      if (error.code !== INVALID_TOKEN || request.path === TOKEN_VALIDATE_PATH) throw error;
      if (current && endSessionQuietly()) refusal = { token: sentWith, announced: null };
      try {
        const answer = await next(request);
        settleRefusal(sentWith, 'refused');
        return answer;
      } catch (retryError) {
        settleRefusal(
          sentWith,
          isApiError(retryError) && retryError.status === 401 ? 'unauthorized' : 'refused',
        );
        throw retryError;
      }
    }
  };
  const detachWatch: unknown = client.use(unauthorizedWatch);

  const onStorage = (event: Event): void => {
    // `key` is null when another tab cleared the whole storage.
    const key = (event as Partial<StorageEvent>).key ?? null;
    if (key !== null && key !== TOKEN_KEY && key !== PROFILE_KEY) return;
    const token = storage.getItem(TOKEN_KEY);
    if (token === null) {
      if (state.token === null) return;
      state = makeState(null, null, false);
      emit({ type: 'logout', reason: 'other-tab' });
    } else if (token !== state.token) {
      // The other tab validated its own login; this tab checks the token again at its next guard.
      state = makeState(token, readProfile(), false);
      emit({ type: 'login', user: state.user, fromOtherTab: true });
    } else {
      // A tab opening a non-persistent session drops the stored profile at start-up;
      // this tab keeps the one it already holds.
      state = makeState(token, readProfile() ?? state.profile, state.verified);
      emit({ type: 'profile', user: state.user });
    }
  };
  events?.addEventListener('storage', onStorage);

  async function loadMissingProfile(token: string): Promise<void> {
    if (state.profile !== null || state.user.id === null) return;
    const profile = (await getProfile(client, state.user.id)) as SessionProfile;
    if (state.token !== token) return;
    storage.setItem(PROFILE_KEY, JSON.stringify(profile));
    state = makeState(token, profile, state.verified);
  }

  function rememberReturnPath(path: string): void {
    returnPath = safeReturnPath(path) ?? returnPath;
  }

  function refuseBlocked(): LoginCheck {
    endSession('blocked');
    emit({ type: 'blocked', message: BLOCKED_ROLE_MESSAGE });
    return 'blocked';
  }

  return {
    getState: () => state,
    getCurrentUser: () => state.user,
    getToken: () => state.token,
    // Checked live: a token can expire between two changes of state.
    isLoggedIn: () => state.token !== null && !isExpired(state.token),

    async login({ user_email, password, rememberMe = false, options: loginOptions }) {
      const answer = await requestLogin(client, {
        user_email,
        password,
        options: loginOptions ?? {},
      });
      const received = answer.profile as SessionProfile;
      const profile: SessionProfile = {
        ...received,
        organization:
          received.organization ?? (answer.organization as SessionProfile['organization']),
      };
      storage.setItem(TOKEN_KEY, answer.token);
      storage.setItem(PROFILE_KEY, JSON.stringify(profile));
      storage.removeItem(PROGRESS_KEY);
      if (rememberMe) cookies.set(REMEMBER_ME_COOKIE, '1', { maxAge });
      else cookies.set(REMEMBER_ME_COOKIE, '0');
      state = makeState(answer.token, profile, true);
      emit({ type: 'login', user: state.user, fromOtherTab: false });
      return state.user;
    },

    async logout() {
      try {
        await requestLogout(client);
      } finally {
        const hadSession = state.token !== null;
        clearStoredSession();
        if (hadSession) emit({ type: 'logout', reason: 'user' });
      }
    },

    setProfile(profile) {
      if (state.token === null) return;
      storage.setItem(PROFILE_KEY, JSON.stringify(profile));
      state = makeState(state.token, profile, state.verified);
      emit({ type: 'profile', user: state.user });
    },

    async checkLogin(requestedPath) {
      if (isPathAlwaysReachable(requestedPath)) return 'allowed';
      const token = state.token;
      // With no stored token the check passes as verified.
      if (token === null) return 'allowed';
      const remember = (): LoginCheck => {
        if (requestedPath !== undefined) rememberReturnPath(requestedPath);
        return 'signon';
      };
      if (state.user.isBlocked) return refuseBlocked();
      if (isExpired(token)) {
        endSession('expired');
        return remember();
      }
      if (state.verified) return 'allowed';
      try {
        await validateToken(client);
        await loadMissingProfile(token);
      } catch (error) {
        // No answer is not a refusal: the user keeps the session and the token is checked again
        // at the next guard; the server still refuses a bad token on every real call (401 watch).
        if (isUnanswered(error)) return state.token === token ? 'allowed' : remember();
        if (state.token === token) endSession('invalid');
        return remember();
      }
      if (state.token !== token) return remember();
      if (state.user.isBlocked) return refuseBlocked();
      state = makeState(token, state.profile, true);
      emit({ type: 'verified', user: state.user });
      return 'allowed';
    },

    rememberReturnPath,

    takeReturnPath(stateRedirect) {
      const path = returnPathAfterLogin(returnPath, stateRedirect);
      returnPath = null;
      return path;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    dispose() {
      disposed = true;
      events?.removeEventListener('storage', onStorage);
      if (typeof detachWatch === 'function') (detachWatch as () => void)();
      listeners.clear();
    },
  };
}
