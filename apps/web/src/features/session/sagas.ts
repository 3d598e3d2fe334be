import type { CurrentUser, Session, SessionEvent, SessionProfile } from '@campus/auth';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import { getServices } from '../../kit/services';
import { selectLoggedIn, selectUser } from './selectors';
import {
  blockedRoleShown,
  logoutRequested,
  sessionEnded,
  sessionStarted,
  sessionUserUpdated,
  type SessionUser,
} from './slice';

export function toSessionUser(user: CurrentUser, profile: SessionProfile | null): SessionUser {
  const activeCourses = Number(
    (profile?.courseStats as { activeCourses?: unknown } | undefined)?.activeCourses ?? 0,
  );
  const colorMode = (profile?.preferences as Record<string, unknown> | undefined)?.color_mode;
  return {
    id: user.id ?? undefined,
    first_name: user.first_name,
    email: user.email,
    roles: [...user.user_roles],
    country: user.country === null ? undefined : String(user.country),
    organizationId: user.organizationId,
    canViewTraining: user.canViewTraining,
    activeCourses: Number.isFinite(activeCourses) ? activeCourses : 0,
    ...(typeof colorMode === 'string' ? { colorMode } : {}),
    actions: Array.isArray(user.options.actions)
      ? user.options.actions.filter((action): action is string => typeof action === 'string')
      : [],
  };
}

function sessionEvents(session: Session): EventChannel<SessionEvent> {
  return eventChannel((emit) => session.subscribe(emit));
}

/**
 * The server refused a member's call in the middle of a session (token revoked or expired while the
 * page was open): as when validation fails, the page is remembered for after sign-on.
 */
function* returnToSignOn(session: Session) {
  const { browser, navigate } = yield* getServices();
  const here = new URL(browser.href());
  yield call([session, session.rememberReturnPath], `${here.pathname}${here.search}${here.hash}`);
  yield call(navigate, '/user/signon');
}

function* recheckGuards() {
  const services = yield* getServices();
  yield call([services, services.recheckGuards]);
}

/** Mirrors the `@campus/auth` session into the store, so screens select and sagas react. */
function* followSession(session: Session) {
  const channel: EventChannel<SessionEvent> = yield call(sessionEvents, session);
  try {
    for (;;) {
      const event: SessionEvent = yield take(channel);
      const profile = session.getState().profile;
      switch (event.type) {
        case 'login':
          yield put(sessionStarted(toSessionUser(event.user, profile)));
          break;
        case 'profile':
        case 'verified':
          yield put(sessionUserUpdated(toSessionUser(event.user, profile)));
          break;
        case 'logout':
          yield put(sessionEnded());
          if (event.reason === 'unauthorized') yield call(returnToSignOn, session);
          // A token refused on a public call: the page stays only if a visitor may see it.
          if (event.reason === 'refused') yield call(recheckGuards);
          break;
        case 'blocked':
          yield put(blockedRoleShown(event.message));
          break;
      }
    }
  } finally {
    channel.close();
  }
}

function* checkSessionAtStart(session: Session) {
  try {
    yield call([session, session.checkLogin]);
  } catch (error) {
    console.error('The session could not be checked at start.', error);
  }
}

/**
 * Logout clears the session and goes to /user/signon with a logout flag (pinned by sagas.test.ts).
 */
const forgetAt = async (storage: Pick<Storage, 'removeItem'>, userId: number) =>
  (await import('../../kit/forgetSavedContent')).forgetSavedContent(storage, userId);

function* signOut() {
  const { session, navigate, storage } = yield* getServices();
  // What the member saved for offline is theirs: it leaves this browser with them.
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  if (user?.id !== undefined) {
    try {
      // Loaded here: no page needs it before a logout.
      yield call(forgetAt, storage, user.id);
    } catch (error) {
      console.error('Saved modules could not be removed from this browser.', error);
    }
  }
  try {
    yield call([session, session.logout]);
  } catch (error) {
    // The client answers logout locally; a failure here must still end the session in the app.
    console.error('Logout failed; ending the session locally.', error);
  }
  // The session's logout event normally ends it in the store; this covers a session that had
  // nothing to end.
  if ((yield select(selectLoggedIn)) as boolean) yield put(sessionEnded());
  yield call(navigate, '/user/signon?logout=true');
}

export function* sessionSaga() {
  const { session } = yield* getServices();
  const user = session.getCurrentUser();
  const profile = session.getState().profile;
  if (user.isLoggedIn) yield put(sessionStarted(toSessionUser(user, profile)));
  yield fork(followSession, session);
  // A session not remembered keeps no profile across a reload; a public page has no guard to
  // fetch it, so the menu would show Logout without the profile link. Checking the token here
  // loads the profile once, whatever page opened.
  if (user.isLoggedIn && profile === null) yield fork(checkSessionAtStart, session);
  yield takeLeading(logoutRequested.type, signOut);
}
