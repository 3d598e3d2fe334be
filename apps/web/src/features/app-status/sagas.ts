import {
  getAppStatus,
  getFeaturesConfig,
  type AppStatus,
  type FeatureFlag,
} from '@campus/api-client';
import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, delay, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import { getServices } from '../../kit/services';
import { selectLoggedIn, sessionStarted } from '../session';
import { selectBuildHash } from './selectors';
import {
  appStatusFailed,
  appStatusReceived,
  featuresConfigFailed,
  featuresConfigReceived,
  newReleaseInstalled,
} from './slice';
import { restartRequested } from '../../kit/events';

function* checkStatus() {
  const { api } = yield* getServices();
  try {
    const status: AppStatus = yield call(getAppStatus, api);
    yield put(appStatusReceived(status));
  } catch {
    yield put(appStatusFailed());
  }
}

/**
 * The first answer tells which build this page runs; then a poll 30 s after start and every 30 s
 * after that.
 */
export function* pollAppStatus() {
  const { timing } = yield* getServices();
  yield call(checkStatus);
  yield delay(timing.statusFirstPollMs);
  for (;;) {
    yield call(checkStatus);
    yield delay(timing.statusPollMs);
  }
}

export function* loadFeaturesConfig() {
  const { api } = yield* getServices();
  try {
    const flags: FeatureFlag[] = yield call(getFeaturesConfig, api);
    yield put(featuresConfigReceived(flags));
  } catch {
    yield put(featuresConfigFailed());
  }
}

/**
 * A member's browser keeps the app for offline through a service worker (README, "Offline"),
 * registered once a member is signed in: a visitor's first pages download nothing more. A newer
 * release's worker is looked for when the server says it runs another build, and one that waits
 * asks for the same restart as a new build does.
 */
export function* keepAppForMembers() {
  const { serviceWorker } = yield* getServices();
  if (!((yield select(selectLoggedIn)) as boolean)) yield take(sessionStarted.type);
  const waiting: EventChannel<true> = eventChannel((emit) => {
    void serviceWorker.register(() => emit(true));
    return () => undefined;
  });
  yield fork(function* promptWhenWaiting() {
    yield take(waiting);
    yield put(newReleaseInstalled());
  });
  let checked: string | null = null;
  for (;;) {
    const { payload }: ReturnType<typeof appStatusReceived> = yield take(appStatusReceived.type);
    const running: string | null = yield select(selectBuildHash);
    if (payload.applicationHash !== running && payload.applicationHash !== checked) {
      checked = payload.applicationHash;
      yield call(serviceWorker.checkForRelease);
    }
  }
}

function* restart() {
  const { browser, serviceWorker } = yield* getServices();
  // The new release's worker takes over first: the reloaded page then runs only its code.
  yield call(serviceWorker.activateWaiting);
  yield call(browser.reload);
}

export function* appStatusSaga() {
  yield all([
    fork(pollAppStatus),
    fork(loadFeaturesConfig),
    fork(keepAppForMembers),
    takeLeading(restartRequested.type, restart),
  ]);
}
