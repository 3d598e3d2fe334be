import {
  getAppStatus,
  getFeaturesConfig,
  type AppStatus,
  type FeatureFlag,
} from '@campus/api-client';
import { all, call, delay, fork, put, takeLeading } from 'redux-saga/effects';
import { getServices } from '../../kit/services';
import {
  appStatusFailed,
  appStatusReceived,
  featuresConfigFailed,
  featuresConfigReceived,
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

function* restart() {
  const { browser } = yield* getServices();
  yield call(browser.reload);
}

export function* appStatusSaga() {
  yield all([
    fork(pollAppStatus),
    fork(loadFeaturesConfig),
    takeLeading(restartRequested.type, restart),
  ]);
}
