import { fork } from 'redux-saga/effects';
import { replayOutbox } from './outbox';

/** Completions queued before a reload are replayed as soon as the area starts. */
export function* progressSaga() {
  yield fork(replayOutbox);
}
