import { actionChannel, call, fork, takeEvery } from 'redux-saga/effects';
import { buffers, type Channel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { getServices } from '../../kit/services';
import { navigated } from '../../kit/events';
import { profileSaved, sessionEnded, sessionStarted } from '../session';
import { chatEvent } from './chat';
import { trackingConfigured } from './hostTracking';
import { chatEventSent, trackCourseCreated, trackCreateCourse } from './slice';

const TRACKED = [
  navigated.type,
  sessionStarted.type,
  sessionEnded.type,
  profileSaved.type,
  trackCreateCourse.type,
  trackCourseCreated.type,
];

/**
 * The tracking code (its set-up, page views, login attributes, events) is a chunk that
 * loads only for a site that configures tracking, so every other first visit skips it; the actions
 * it follows wait in a buffer meanwhile. Chat events go to a chat tool whenever one is on the page,
 * which the host page may have put there itself.
 */
export function* analyticsSaga() {
  yield fork(function* chatEvents() {
    yield takeEvery(chatEventSent.type, chatEvent);
  });
  const { settings } = yield* getServices();
  if (!trackingConfigured(settings)) return;
  const actions: Channel<Action> = yield actionChannel(TRACKED, buffers.expanding());
  const { trackingSaga } = yield call(() => import('./tracking'));
  yield call(trackingSaga, actions);
}
