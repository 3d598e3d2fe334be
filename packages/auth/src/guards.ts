import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_RETURN_PATH, SIGNON_PATH, TRAINING_UNAVAILABLE_MESSAGE } from './constants';
import type { Session } from './session';

export interface GuardOptions {
  /** Where a refused visitor goes. @default '/user/signon' */
  signonPath?: string;
}

function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A react-router loader for guarded routes: passes with no stored token or a verified one,
 * otherwise redirects to sign-on. A refused request's path is remembered for after login; blocked
 * roles are logged out (the session emits `blocked` for the access modal). Pinned by
 * guards.test.tsx.
 */
export function requireLogin(session: Session, options: GuardOptions = {}) {
  const signonPath = options.signonPath ?? SIGNON_PATH;
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    const answer = await session.checkLogin(requestedPath(request));
    if (answer !== 'allowed') throw redirect(signonPath);
    return null;
  };
}

/** A react-router loader for sign-on and sign-up: logged-in users go to `/dashboard`. */
export function visitorsOnly(session: Session, options: { redirectTo?: string } = {}) {
  return (): null => {
    if (session.isLoggedIn()) throw redirect(options.redirectTo ?? DEFAULT_RETURN_PATH);
    return null;
  };
}

/**
 * A react-router loader for the Learning Centre, run after `requireLogin`: throws a 403 with
 * `TRAINING_UNAVAILABLE_MESSAGE` unless the user may view training and `localeEnablesTraining()` (pinned by
 * guards.test.tsx).
 */
export function requireTraining(session: Session, localeEnablesTraining: () => boolean) {
  return (): null => {
    if (!session.getCurrentUser().canViewTraining || !localeEnablesTraining()) {
      throw data(TRAINING_UNAVAILABLE_MESSAGE, { status: 403, statusText: 'Forbidden' });
    }
    return null;
  };
}
