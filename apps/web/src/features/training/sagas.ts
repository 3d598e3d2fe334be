import { fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { chatEventSent } from '../analytics';
import {
  loadCategory,
  loadDashboard,
  loadHome,
  loadModule,
  loadMoreModules,
  redoModule,
  startModule,
} from './catalog';
import { CHAT_EVENTS } from './constants';
import { completeModule, lessonSupervisor, savePosition, videoCompleted } from './lessons';
import { replayOutbox } from './outbox';
import {
  categoryRequested,
  completeModuleClicked,
  dashboardRequested,
  homeRequested,
  moduleRequested,
  moduleStarted,
  moreModulesRequested,
  redoRequested,
  trainingVisited,
  videoProgressed,
  videoWatched,
} from './slice';

export { CHAT_EVENTS } from './constants';

/** Customer chat hears of each visit to the Learning Centre (pinned by sagas.test.ts). */
function* visited() {
  yield put(chatEventSent({ name: CHAT_EVENTS.visited }));
}

/**
 * The Learning Centre's saga arrives with its first route (`app/areas.ts`), or at start when
 * completions are waiting to be sent (`main.tsx`). Catalogue loads are `takeLatest` (only the page
 * asked for last matters); starts and resets are `takeLeading` (a double click is one request).
 */
export function* trainingSaga() {
  // Completions queued before a reload are replayed as soon as the area starts.
  yield fork(replayOutbox);
  yield takeLatest(dashboardRequested.type, loadDashboard);
  yield takeLeading(moreModulesRequested.type, loadMoreModules);
  yield takeLatest(homeRequested.type, loadHome);
  yield takeLatest(categoryRequested.type, loadCategory);
  yield takeLatest(moduleRequested.type, loadModule);
  yield takeLeading(moduleStarted.type, startModule);
  yield takeLeading(redoRequested.type, redoModule);
  yield takeLatest(videoProgressed.type, savePosition);
  yield takeEvery(videoWatched.type, videoCompleted);
  yield takeEvery(completeModuleClicked.type, completeModule);
  yield takeEvery(trainingVisited.type, visited);
  yield fork(lessonSupervisor);
}
