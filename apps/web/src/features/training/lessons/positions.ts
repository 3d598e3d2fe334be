import {
  getLessonPosition,
  saveLessonPosition,
  type Lesson,
  type LessonPosition,
} from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { getServices, type Services } from '../../../kit/services';
import { readLocalProgress, resumeAt, writeLocalProgress } from '../progress';
import { selectVideoPosition } from './selectors';
import {
  positionSaved,
  positionSaveFailed,
  resumePositionFound,
  type VideoPosition,
} from './slice';

/** A video lesson's place: where it resumes, and the positions the player reports, kept. */

/** Where the video resumes: the server's position for a member (any device), this browser's otherwise. */
export function* findResumePosition(lesson: Lesson) {
  const services = yield* getServices();
  const local = readLocalProgress(services.storage).videos[lesson.id] ?? 0;
  let startAt = resumeAt(local, lesson.duration);
  if (services.session.isLoggedIn()) {
    try {
      const saved: LessonPosition = yield call(getLessonPosition, services.api, lesson.id);
      if (saved.updated !== null)
        startAt = resumeAt(saved.position, saved.duration || lesson.duration);
    } catch (error) {
      console.error('The saved video position could not be read.', error);
    }
  }
  yield put(resumePositionFound({ lessonId: lesson.id, startAt }));
}

function positionUrl(services: Services, lessonId: number, token: string) {
  const base = (services.settings.apiBaseUrl ?? '').replace(/\/+$/, '');
  return `${base}/wp-json/wp/v2/lesson/${lessonId}/position?token=${encodeURIComponent(token)}`;
}

/**
 * The position as the page goes away: `navigator.sendBeacon` survives the unload (the server takes
 * its text/plain body with the token in the query); without it, an ordinary save.
 */
export function* flushPosition(lessonId: number) {
  const services = yield* getServices();
  const last: VideoPosition | undefined = yield select(selectVideoPosition, lessonId);
  const token = services.session.getToken();
  if (!last || last.saved || !token || !services.session.isLoggedIn()) return;
  yield put(positionSaved({ lessonId, position: last.position }));
  const body = { position: last.position, duration: last.duration };
  const beacon = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function';
  if (
    beacon &&
    navigator.sendBeacon(
      positionUrl(services, lessonId, token),
      new Blob([JSON.stringify(body)], { type: 'text/plain' }),
    )
  )
    return;
  try {
    yield call(saveLessonPosition, services.api, lessonId, body);
  } catch (error) {
    yield put(positionSaveFailed({ lessonId, position: last.position }));
    console.error('The video position could not be saved.', error);
  }
}

export function* savePosition({
  payload,
}: PayloadAction<{ lessonId: number; position: number; duration: number }>) {
  const services = yield* getServices();
  writeLocalProgress(services.storage, (progress) => {
    progress.videos[payload.lessonId] = payload.position;
  });
  if (!services.session.isLoggedIn()) return;
  try {
    yield call(saveLessonPosition, services.api, payload.lessonId, {
      position: payload.position,
      duration: payload.duration,
    });
    yield put(positionSaved({ lessonId: payload.lessonId, position: payload.position }));
  } catch (error) {
    console.error('The video position could not be saved.', error);
  }
}
