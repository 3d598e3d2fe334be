/** The accounts area's workers; the area's saga (sagas.ts) arrives with its routes. */
import {
  RecoveryResponseType,
  checkPendingAccount,
  getProfile,
  getRoles,
  isApiError,
  recoverPassword,
  requestAccount,
  resetPassword,
  savePreference,
  setRecoveredPassword,
  updateProfile,
  verifyAccount,
  verifyRecoveryKey,
  type Profile,
  type RecoveryResponse,
  type RoleOption,
  type SignupPayload,
  type SignupResponse,
  type VerificationData,
  type VerifyAccountResponse,
} from '@campus/api-client';
import { DEFAULT_RETURN_PATH, type SessionProfile } from '@campus/auth';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select } from 'redux-saga/effects';
import { chatEventSent } from '../analytics';
import { getServices } from '../../kit/services';
import { profileSaved } from '../session';
import {
  organizationSearchStarted,
  passwordChangeFailed,
  passwordChanged,
  profileLoadFailed,
  profileLoaded,
  profileUpdateFailed,
  profileUpdated,
  recoveryCompleted,
  recoveryFailed,
  recoveryKeyRefused,
  recoveryKeyVerified,
  recoverySent,
  signonFailed,
  signonSucceeded,
  signupFailed,
  signupSucceeded,
  verificationChecked,
  verificationCompleted,
  verificationFailed,
  type AccountsError,
  type LoginRequest,
  type ProfileUpdate,
} from './slice';
import { selectProfile, selectRecover, selectVerify } from './selectors';
import { codeGone } from '../../kit/codeGone';
import { errorPageShown, staleBuildDetected } from '../../kit/events';
import { endedSession } from '../../kit/sessionErrors';

const toError = (error: unknown): AccountsError =>
  isApiError(error)
    ? { code: error.code, message: error.message }
    : { code: 'unknown_error', message: error instanceof Error ? error.message : String(error) };

const activeCourses = (profile: SessionProfile | Profile | null | undefined) =>
  Number((profile?.courseStats as { activeCourses?: unknown } | undefined)?.activeCourses ?? 0);

/**
 * Back to the remembered page or the navigation-state redirect; without either, a member with
 * active courses lands on /courses, anyone else on /course-library (pinned by sagas.test.ts).
 */
export function* goAfterLogin(redirect?: unknown) {
  const { session, navigate } = yield* getServices();
  const path: string = yield call([session, session.takeReturnPath], redirect);
  const explicit = path !== DEFAULT_RETURN_PATH || redirect === DEFAULT_RETURN_PATH;
  const target = explicit
    ? path
    : activeCourses(session.getState().profile) > 0
      ? '/courses'
      : '/course-library';
  yield call(navigate, target, { replace: true });
}

export function* signon({ payload }: PayloadAction<LoginRequest>) {
  const { session } = yield* getServices();
  try {
    yield call([session, session.login], {
      user_email: payload.user_email.trim(),
      password: payload.password,
      rememberMe: payload.rememberMe,
      options: payload.options,
    });
  } catch (error) {
    yield put(signonFailed(toError(error)));
    return;
  }
  yield put(signonSucceeded());
  yield* goAfterLogin(payload.redirect);
}

export function* signup({ payload }: PayloadAction<SignupPayload>) {
  const { api } = yield* getServices();
  try {
    const answer: SignupResponse = yield call(requestAccount, api, payload);
    yield put(signupSucceeded({ message: answer.message ?? null }));
  } catch (error) {
    yield put(signupFailed(toError(error)));
  }
}

/**
 * The current session ends first, then the code is checked; a bad code is the error screen (pinned
 * by sagas.test.ts).
 */
export function* checkVerification({ payload }: PayloadAction<{ code: string }>) {
  const { api, session } = yield* getServices();
  if (session.isLoggedIn()) {
    try {
      yield call([session, session.logout]);
    } catch (error) {
      console.error('Logout before verification failed.', error);
    }
  }
  try {
    const data: VerificationData = yield call(checkPendingAccount, api, { code: payload.code });
    yield put(verificationChecked(data));
  } catch (error) {
    // The generic error page shows without changing the address.
    if (!endedSession(error)) yield put(errorPageShown([toError(error).message]));
  }
}

export function* completeVerification({ payload }: PayloadAction<{ password?: string }>) {
  const { api, navigate } = yield* getServices();
  const { code, data }: ReturnType<typeof selectVerify> = yield select(selectVerify);
  if (!code || !data) return;
  const user = {
    email: data.user.email,
    first_name: data.user.first_name,
    ...(payload.password ? { password: payload.password } : {}),
  };
  try {
    const answer: VerifyAccountResponse = yield call(verifyAccount, api, { code, user });
    const supportCouple = answer.user_roles.includes('support_couple');
    yield put(verificationCompleted({ supportCouple }));
    // Get Started ends on sign-on with the e-mail filled in and the password focused.
    if (data.source !== 'survey' && !supportCouple) {
      yield call(navigate, `/user/signon?userlogin=${encodeURIComponent(data.user.email)}`, {
        replace: true,
      });
    }
  } catch (error) {
    yield put(verificationFailed(toError(error).message));
  }
}

const roleOf = (answer: RecoveryResponse) => answer.data?.role ?? null;

export function* verifyKey({
  payload,
}: PayloadAction<{ key: string | null; login: string | null }>) {
  if (!payload.key || !payload.login) return;
  const { api } = yield* getServices();
  try {
    const answer: RecoveryResponse = yield call(verifyRecoveryKey, api, {
      key: payload.key,
      login: payload.login,
    });
    if (answer.responseType === RecoveryResponseType.Verified) {
      yield put(
        recoveryKeyVerified({ email: answer.data?.email ?? payload.login, role: roleOf(answer) }),
      );
    } else {
      yield put(recoveryKeyRefused());
    }
  } catch (error) {
    console.error('Recovery key check failed.', error);
    yield put(recoveryKeyRefused());
  }
}

export function* requestRecovery({ payload }: PayloadAction<{ email: string }>) {
  const { api } = yield* getServices();
  try {
    const answer: RecoveryResponse = yield call(recoverPassword, api, {
      email: payload.email.trim(),
    });
    if (answer.responseType === RecoveryResponseType.VerificationSent)
      yield put(recoverySent({ role: roleOf(answer) }));
    else yield put(recoveryFailed(''));
  } catch (error) {
    yield put(recoveryFailed(toError(error).message));
  }
}

export function* setPassword({ payload }: PayloadAction<{ password: string }>) {
  const { api } = yield* getServices();
  const { key, login }: ReturnType<typeof selectRecover> = yield select(selectRecover);
  if (!key || !login) return;
  try {
    const answer: RecoveryResponse = yield call(setRecoveredPassword, api, {
      key,
      login,
      password: payload.password,
    });
    if (answer.responseType === RecoveryResponseType.Completed)
      yield put(recoveryCompleted({ role: roleOf(answer) }));
    else if (answer.responseType === RecoveryResponseType.VerificationFailed)
      yield put(recoveryKeyRefused());
    else yield put(recoveryFailed(''));
  } catch (error) {
    yield put(recoveryFailed(toError(error).message));
  }
}

/**
 * The organization search of the profile arrives when the member asks to change their organization
 * (or has none yet), not with the page: most visits only read the one they have. A chunk the server
 * says is gone was replaced by a deploy: the restart notice says so.
 */
export function* startOrganizationSearch() {
  const { areas } = yield* getServices();
  try {
    yield call([areas, areas.ensure], 'organizations');
    yield put(organizationSearchStarted());
  } catch (error) {
    console.error('The organization search could not be loaded.', error);
    if ((yield call(codeGone, error)) as boolean) yield put(staleBuildDetected());
  }
}

/** The customer-chat event of a profile visit (a name of Campus's own). */
export const PROFILE_VISITED_EVENT = 'VisitedProfilePage';

export function* loadProfile() {
  const { api, session, navigate } = yield* getServices();
  const id = session.getCurrentUser().id;
  if (id === null || id === undefined) {
    // The login guard lets visitors through; a visitor has no profile to show, so they sign in
    // first and come back here (pinned by sagas.test.ts).
    yield call([session, session.rememberReturnPath], '/user/profile');
    yield call(navigate, '/user/signon', { replace: true });
    return;
  }
  try {
    const [profile, roles]: [Profile, RoleOption[]] = yield all([
      call(getProfile, api, id),
      call(getRoles, api),
    ]);
    yield put(profileLoaded({ profile, roles }));
    // Visiting the profile page is a customer-chat event (pinned by sagas.test.ts).
    yield put(chatEventSent({ name: PROFILE_VISITED_EVENT }));
  } catch (error) {
    yield put(profileLoadFailed(toError(error).message));
  }
}

const preferredRole = (profile: Profile | null) => {
  const chosen = (profile?.preferences as Record<string, unknown> | undefined)?.role;
  return typeof chosen === 'string' ? chosen : '';
};

export function* saveProfile({ payload }: PayloadAction<ProfileUpdate>) {
  const { api, session } = yield* getServices();
  const { profile: before }: ReturnType<typeof selectProfile> = yield select(selectProfile);
  const { role, ...fields } = payload;
  try {
    let updated: Profile = yield call(updateProfile, api, fields);
    if (role !== preferredRole(before)) {
      const preferences: Record<string, unknown> = yield call(savePreference, api, {
        key: 'role',
        value: role,
      });
      updated = { ...updated, preferences: preferences as Profile['preferences'] };
    }
    yield call([session, session.setProfile], updated as SessionProfile);
    yield put(
      profileSaved({
        first_name: updated.first_name,
        email: updated.email,
        country: updated.country == null ? undefined : String(updated.country),
        organizationId: updated.organizationId ?? null,
        activeCourses: activeCourses(updated),
      }),
    );
    yield put(profileUpdated(updated));
  } catch (error) {
    yield put(profileUpdateFailed(toError(error).message));
  }
}

export function* changePassword({
  payload,
}: PayloadAction<{ password: string; oldPassword: string }>) {
  const { api } = yield* getServices();
  try {
    yield call(resetPassword, api, payload);
    yield put(passwordChanged());
  } catch (error) {
    yield put(passwordChangeFailed(toError(error).message));
  }
}
