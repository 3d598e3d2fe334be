import { all, call, fork, put, takeEvery } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { analyticsSaga } from '../features/analytics';
import { appStatusSaga } from '../features/app-status';
import { sessionSaga } from '../features/session';
import { shellSaga } from '../shell';
import { codeGone } from '../kit/codeGone';
import { areaWanted, staleBuildDetected } from '../kit/events';
import { getServices } from '../kit/services';

/**
 * Starts an area a part of a screen asks for; code the server says is gone offers the restart, code
 * that could not be reached (offline) leaves the page as it is.
 */
function* startWantedArea({ payload }: ReturnType<typeof areaWanted>) {
  const { areas } = yield* getServices();
  try {
    yield call([areas, areas.ensure], payload);
  } catch (error) {
    console.error(`The ${payload} area could not be loaded.`, error);
    if ((yield call(codeGone, error)) as boolean) yield put(staleBuildDetected());
  }
}

function* wantedAreas() {
  yield takeEvery(areaWanted.type, startWantedArea);
}

/** The sagas every page needs; the other areas' sagas start with their routes (`app/areas.ts`). */
const featureSagas = [appStatusSaga, sessionSaga, shellSaga, analyticsSaga, wantedAreas];

/**
 * Each feature is restarted if it throws, so one feature's bug cannot stop the others (redux-saga
 * docs, "Root Saga patterns"). `fork` rather than `spawn`: the try/catch already stops errors from
 * bubbling, and cancelling the root task must still stop every feature.
 */
export function keepAlive(saga: Saga) {
  return function* keepAlive() {
    for (;;) {
      try {
        yield call(saga);
        break;
      } catch (error) {
        console.error(`${saga.name} failed and restarts`, error);
      }
    }
  };
}

export function* rootSaga() {
  yield all(featureSagas.map((saga) => fork(keepAlive(saga))));
}
