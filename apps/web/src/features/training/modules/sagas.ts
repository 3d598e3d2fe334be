import { put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { chatEventSent } from '../../analytics';
import {
  loadCategory,
  loadDashboard,
  loadHome,
  loadModule,
  loadMoreModules,
  redoModule,
  startModule,
} from './workers';
import {
  categoryRequested,
  dashboardRequested,
  homeRequested,
  moduleRequested,
  moduleStarted,
  moreModulesRequested,
  redoRequested,
  trainingVisited,
} from './slice';

/** The customer-chat event of a visit to the Learning Centre (README, "Learning Centre"). */
export const VISITED_EVENT = 'VisitedTrainingCenter';

/** Customer chat hears of each visit to the Learning Centre (pinned by sagas.test.ts). */
function* visited() {
  yield put(chatEventSent({ name: VISITED_EVENT }));
}

/**
 * Catalogue loads are `takeLatest` (only the page asked for last matters); starts and resets are
 * `takeLeading` (a double click is one request).
 */
export function* modulesSaga() {
  yield takeLatest(dashboardRequested.type, loadDashboard);
  yield takeLeading(moreModulesRequested.type, loadMoreModules);
  yield takeLatest(homeRequested.type, loadHome);
  yield takeLatest(categoryRequested.type, loadCategory);
  yield takeLatest(moduleRequested.type, loadModule);
  yield takeLeading(moduleStarted.type, startModule);
  yield takeLeading(redoRequested.type, redoModule);
  yield takeEvery(trainingVisited.type, visited);
}
