import { all, call, fork } from 'redux-saga/effects';
import { accountsSaga } from '../features/accounts/sagas';
import { analyticsSaga } from '../features/analytics';
import { appStatusSaga } from '../features/app-status';
import { coursesSaga } from '../features/courses/sagas';
import { dashboardSaga } from '../features/dashboard/sagas';
import { organizationsSaga } from '../features/organizations/sagas';
import { resourcesSaga } from '../features/resources/sagas';
import { searchSaga } from '../features/search/sagas';
import { sessionSaga } from '../features/session';
import { trainingSaga } from '../features/training/sagas';
import { shellSaga } from '../shell/sagas';

const featureSagas = [
  appStatusSaga,
  sessionSaga,
  shellSaga,
  analyticsSaga,
  accountsSaga,
  coursesSaga,
  dashboardSaga,
  organizationsSaga,
  resourcesSaga,
  searchSaga,
  trainingSaga,
];

/**
 * Each feature is restarted if it throws, so one feature's bug cannot stop the others (redux-saga
 * docs, "Root Saga patterns"). `fork` rather than `spawn`: the try/catch already stops errors from
 * bubbling, and cancelling the root task must still stop every feature.
 */
export function* rootSaga() {
  yield all(
    featureSagas.map((saga) =>
      fork(function* keepAlive() {
        for (;;) {
          try {
            yield call(saga);
            break;
          } catch (error) {
            console.error(`${saga.name} failed and restarts`, error);
          }
        }
      }),
    ),
  );
}
