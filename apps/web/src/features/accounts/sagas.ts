import type { Action } from '@reduxjs/toolkit';
import { all, call, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  organizationSearchRequested,
  passwordChangeSubmitted,
  profileOpened,
  profileSubmitted,
  recoveryOpened,
  recoveryPasswordSubmitted,
  recoveryRequested,
  signonSubmitted,
  signupSubmitted,
  verificationOpened,
  verificationSubmitted,
} from './slice';
import type * as WorkerModule from './workers';

type Workers = typeof WorkerModule;
type WorkerName = {
  [K in keyof Workers]: Workers[K] extends (action: never) => Generator ? K : never;
}[keyof Workers];

const loadWorkers = () => import('./workers');

/**
 * Runs a worker from the lazily loaded module. The load happens inside the watcher's task, so
 * `takeLeading` still ignores a second submit while the first (load included) is running.
 */
function lazy(name: WorkerName) {
  return function* run(action: Action) {
    const workers: Workers = yield call(loadWorkers);
    const worker = workers[name] as (action: Action) => Generator;
    yield call(worker, action);
  };
}

export function* accountsSaga() {
  yield all([
    takeLeading(signonSubmitted.type, lazy('signon')),
    takeLeading(signupSubmitted.type, lazy('signup')),
    takeLatest(verificationOpened.type, lazy('checkVerification')),
    takeLeading(verificationSubmitted.type, lazy('completeVerification')),
    takeLatest(recoveryOpened.type, lazy('verifyKey')),
    takeLeading(recoveryRequested.type, lazy('requestRecovery')),
    takeLeading(recoveryPasswordSubmitted.type, lazy('setPassword')),
    takeLatest(profileOpened.type, lazy('loadProfile')),
    takeLeading(profileSubmitted.type, lazy('saveProfile')),
    takeLeading(passwordChangeSubmitted.type, lazy('changePassword')),
    takeLatest(organizationSearchRequested.type, lazy('findOrganizations')),
  ]);
}
