import { fork } from 'redux-saga/effects';
import { lessonsSaga } from './lessons';
import { modulesSaga } from './modules';
import { progressSaga } from './progress';

/**
 * The Learning Centre's saga arrives with its first route (`app/areas.ts`), or at start when
 * completions are waiting to be sent (`progress/start.ts`). Each room runs its own; progress
 * first, so completions queued before a reload show before anything else is asked for.
 */
export function* trainingSaga() {
  yield fork(progressSaga);
  yield fork(modulesSaga);
  yield fork(lessonsSaga);
}
