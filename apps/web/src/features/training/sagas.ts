import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, fork, put, take } from 'redux-saga/effects';
import { completionQueue } from './queue';
import {
  categoryRequested,
  completeModuleClicked,
  dashboardRequested,
  lessonOpened,
  moduleRequested,
  moduleStarted,
  moreModulesRequested,
  redoRequested,
  trainingVisited,
  videoProgressed,
  videoWatched,
} from './slice';

export { CHAT_EVENTS, QUEUE_KEY } from './constants';

/** What the Learning Centre screens ask for: the first of them loads the workers. */
const INTENTS: string[] = [
  trainingVisited.type,
  dashboardRequested.type,
  moreModulesRequested.type,
  categoryRequested.type,
  moduleRequested.type,
  moduleStarted.type,
  redoRequested.type,
  lessonOpened.type,
  videoProgressed.type,
  videoWatched.type,
  completeModuleClicked.type,
];

const loadWorkers = () => import('./workers');

/**
 * The workers (calls, timers, positions) load with the first Learning Centre screen, so the first
 * page of the app does not carry them. Intents that arrive meanwhile are kept and handed over.
 */
function* workersOnFirstUse() {
  const early: Channel<Action> = yield actionChannel(INTENTS, buffers.expanding<Action>(10));
  const first: Action = yield take(early);
  const { trainingWorkers }: Awaited<ReturnType<typeof loadWorkers>> = yield call(loadWorkers);
  yield fork(trainingWorkers);
  const waiting: Action[] = yield flush(early);
  early.close();
  for (const action of [first, ...waiting]) yield put(action);
}

export function* trainingSaga() {
  // Completions queued before a reload are replayed at start, whatever page the app opens on.
  yield fork(completionQueue);
  yield fork(workersOnFirstUse);
}
