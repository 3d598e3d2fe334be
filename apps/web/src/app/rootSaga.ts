import { all, call, delay, fork, put, takeEvery } from 'redux-saga/effects';
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
    const gone = (yield call(codeGone, error)) as boolean;
    // Logged once the server has answered, so the log follows the decision (rootSaga.test.ts).
    console.error(`The ${payload} area could not be loaded.`, error);
    if (gone) yield put(staleBuildDetected());
  }
}

function* wantedAreas() {
  yield takeEvery(areaWanted.type, startWantedArea);
}

/** The sagas every page needs; the other areas' sagas start with their routes (`app/areas.ts`). */
const featureSagas = [appStatusSaga, sessionSaga, shellSaga, analyticsSaga, wantedAreas];

/** A feature that fails sooner than this after its start is started again only after a pause. */
const QUICK_FAILURE_MS = 1_000;
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 60_000;

/**
 * Each feature is restarted if it throws, so one feature's bug cannot stop the others (redux-saga
 * docs, "Root Saga patterns"). `fork` rather than `spawn`: the try/catch already stops errors from
 * bubbling, and cancelling the root task must still stop every feature.
 *
 * A feature that fails as it starts (storage that throws on every read, say) would fail again at
 * once, in the same turn, for ever: the page (or the server rendering it) would never get its
 * thread back. After a quick failure the restart waits, 1 s and then twice as long each time up to
 * a minute; a feature that ran for a while before failing restarts at once
 * (`rootSaga.test.ts`).
 */
export function keepAlive(saga: Saga) {
  return function* keepAlive() {
    let pause = 0;
    for (;;) {
      const started = Date.now();
      try {
        yield call(saga);
        break;
      } catch (error) {
        console.error(`${saga.name} failed and restarts`, error);
      }
      pause =
        Date.now() - started < QUICK_FAILURE_MS
          ? Math.min(LONGEST_PAUSE_MS, Math.max(FIRST_PAUSE_MS, pause * 2))
          : 0;
      if (pause) yield delay(pause);
    }
  };
}

export function* rootSaga() {
  yield all(featureSagas.map((saga) => fork(keepAlive(saga))));
}
