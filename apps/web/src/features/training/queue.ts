import { completeLesson, isApiError, type LessonCompleteResponse } from '@campus/api-client';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { getServices, type Services } from '../../kit/services';
import { sessionStarted } from '../session';
import { QUEUE_KEY } from '../../kit/storageKeys';
import { RETRY_BASE_MS, RETRY_MAX_MS } from './constants';
import {
  lessonCompleted,
  lessonCompletionRejected,
  lessonCompletionSynced,
  pendingCountChanged,
  type PendingCompletion,
} from './slice';

type Storage = Services['storage'];

export function readQueue(storage: Storage): PendingCompletion[] {
  try {
    const parsed = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? (parsed as PendingCompletion[]).filter((entry) => typeof entry?.lesson_id === 'number')
      : [];
  } catch {
    return [];
  }
}

export const sameCompletion = (a: PendingCompletion, b: PendingCompletion) =>
  a.userId === b.userId && a.lesson_id === b.lesson_id && a.playlist_id === b.playlist_id;

export function writeQueue(storage: Storage, queue: PendingCompletion[]) {
  storage.setItem(QUEUE_KEY, JSON.stringify(queue));
}

export const currentUserId = (services: Services) =>
  services.session.isLoggedIn() ? services.session.getCurrentUser().id : null;

function* flushQueue() {
  const services = yield* getServices();
  const userId = currentUserId(services);
  const mine = (entry: PendingCompletion) => entry.userId === userId;
  if (userId === null || userId === undefined) return 'done';
  for (const entry of readQueue(services.storage).filter(mine)) {
    try {
      const answer: LessonCompleteResponse = yield call(completeLesson, services.api, {
        lesson_id: entry.lesson_id,
        lesson_blog_id: entry.lesson_blog_id,
        playlist_id: entry.playlist_id,
        playlist_blog_id: entry.playlist_blog_id,
      });
      writeQueue(
        services.storage,
        readQueue(services.storage).filter((other) => !sameCompletion(other, entry)),
      );
      yield put(
        lessonCompletionSynced({ lessonId: entry.lesson_id, completed_on: answer.completed_on }),
      );
    } catch (error) {
      // A lesson the server no longer has can never be completed; anything else is worth a retry.
      if (isApiError(error) && (error.status === 400 || error.status === 404)) {
        writeQueue(
          services.storage,
          readQueue(services.storage).filter((other) => !sameCompletion(other, entry)),
        );
        yield put(lessonCompletionRejected({ lessonId: entry.lesson_id }));
        continue;
      }
      yield put(pendingCountChanged(readQueue(services.storage).filter(mine).length));
      return 'failed';
    }
  }
  yield put(pendingCountChanged(readQueue(services.storage).filter(mine).length));
  return 'done';
}

export function windowEvents(names: string[]): EventChannel<string> {
  return eventChannel((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    const handlers = names.map((name) => [name, () => emit(name)] as const);
    for (const [name, handler] of handlers) window.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of handlers) window.removeEventListener(name, handler);
    };
  });
}

/** Replays the queue at start, after each completion and login, and with backoff while failing. */
export function* completionQueue() {
  const online: EventChannel<string> = yield call(windowEvents, ['online']);
  const services = yield* getServices();
  const userId = currentUserId(services);
  // After a reload, what is still queued shows as complete at once.
  for (const entry of readQueue(services.storage).filter((item) => item.userId === userId)) {
    yield put(lessonCompleted({ lessonId: entry.lesson_id, completed_on: entry.completed_on }));
  }
  let attempt = 0;
  try {
    for (;;) {
      const result: 'done' | 'failed' = yield call(flushQueue);
      if (result === 'done') {
        attempt = 0;
        yield take([lessonCompleted.type, sessionStarted.type]);
        continue;
      }
      const wait = Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS);
      attempt += 1;
      yield race({
        timer: delay(wait),
        online: take(online),
        again: take([lessonCompleted.type, sessionStarted.type]),
      });
    }
  } finally {
    online.close();
  }
}

/** The last step's Complete Module: the dialog when all is done, otherwise the module page. */
