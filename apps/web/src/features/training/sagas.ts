import { fork } from 'redux-saga/effects';
import { completionQueue } from './queue';
import { trainingWorkers } from './workers';

export { CHAT_EVENTS } from './constants';

/**
 * The Learning Centre's saga arrives with its first route (`app/areas.ts`), or at start when
 * completions are waiting to be sent (`main.tsx`), so it can run its workers straight away.
 */
export function* trainingSaga() {
  // Completions queued before a reload are replayed as soon as the area starts.
  yield fork(completionQueue);
  yield fork(trainingWorkers);
}
