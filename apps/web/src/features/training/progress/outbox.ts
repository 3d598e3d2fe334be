import {
  completeLesson,
  isApiError,
  type Lesson,
  type LessonCompleteResponse,
  type Playlist,
} from '@campus/api-client';
import type { EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { getServices, type Services } from '../../../kit/services';
import { QUEUE_KEY, readOutbox, type PendingCompletion } from './start';
import { windowEvents } from '../../../kit/windowEvents';
import { sessionStarted } from '../../session';
import { selectCompleted } from './selectors';
import {
  lessonCompleted,
  lessonCompletionRejected,
  lessonCompletionSynced,
  pendingCountChanged,
} from './slice';

/**
 * The outbox of lesson completions: written to storage before anything is sent, so neither a
 * failed call, a reload nor a logout loses one; drained in order for the member signed in, and
 * replayed at start, after each completion and login, and with backoff while the server is away.
 * How every page's start reads it (the entry, the error page) is `start.ts`.
 */

/** Replays wait 1 s, 2 s, 4 s… up to a minute; coming back online replays at once. */
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 60_000;

type Storage = Services['storage'];

const sameCompletion = (a: PendingCompletion, b: PendingCompletion) =>
  a.userId === b.userId && a.lesson_id === b.lesson_id && a.playlist_id === b.playlist_id;

function writeOutbox(storage: Storage, queue: PendingCompletion[]) {
  storage.setItem(QUEUE_KEY, JSON.stringify(queue));
}

const currentUserId = (services: Services) =>
  services.session.isLoggedIn() ? services.session.getCurrentUser().id : null;

/** Puts a completion in the outbox (once per member, lesson and module); answers how many wait. */
export function enqueueCompletion(storage: Storage, entry: PendingCompletion): number {
  const others = readOutbox(storage).filter((other) => !sameCompletion(other, entry));
  writeOutbox(storage, [...others, entry]);
  return others.length + 1;
}

/** Forgets the module's queued completions: its progress was reset, they would bring it back. */
export function dropModuleCompletions(storage: Storage, playlistId: number) {
  writeOutbox(
    storage,
    readOutbox(storage).filter((entry) => entry.playlist_id !== playlistId),
  );
}

function removeCompletion(storage: Storage, entry: PendingCompletion) {
  writeOutbox(
    storage,
    readOutbox(storage).filter((other) => !sameCompletion(other, entry)),
  );
}

/**
 * Marks a lesson complete at once, unless it already is; for a member the completion is first
 * written to the queue in storage, so neither a failed call nor a reload loses it, and the replay
 * below sends it. Answers whether the lesson was completed now.
 */
export function* recordCompletion(lesson: Lesson, playlist: Playlist | null) {
  const services = yield* getServices();
  const completed: Record<number, string> = yield select(selectCompleted);
  const inModule = playlist?.lessons.find((item) => item.id === lesson.id);
  const known = inModule ? inModule.complete : lesson.complete;
  if (known || completed[lesson.id] !== undefined) return false;
  const completed_on = new Date().toISOString();
  const userId = currentUserId(services);
  // Progress is saved only for logged-in users; a visitor's mark lives in this page only.
  if (userId !== null && userId !== undefined) {
    const entry: PendingCompletion = {
      userId,
      lesson_id: lesson.id,
      lesson_blog_id: lesson.blog_id,
      playlist_id: playlist?.id ?? 0,
      playlist_blog_id: playlist?.blog_id ?? 0,
      completed_on,
    };
    yield put(pendingCountChanged(enqueueCompletion(services.storage, entry)));
  }
  yield put(lessonCompleted({ lessonId: lesson.id, completed_on }));
  return true;
}

/** Sends every queued completion of the member; 'failed' when the server or network is away. */
function* drainOutbox() {
  const services = yield* getServices();
  const userId = currentUserId(services);
  const mine = (entry: PendingCompletion) => entry.userId === userId;
  if (userId === null || userId === undefined) return 'done';
  for (const entry of readOutbox(services.storage).filter(mine)) {
    try {
      const answer: LessonCompleteResponse = yield call(completeLesson, services.api, {
        lesson_id: entry.lesson_id,
        lesson_blog_id: entry.lesson_blog_id,
        playlist_id: entry.playlist_id,
        playlist_blog_id: entry.playlist_blog_id,
      });
      removeCompletion(services.storage, entry);
      yield put(
        lessonCompletionSynced({ lessonId: entry.lesson_id, completed_on: answer.completed_on }),
      );
    } catch (error) {
      // A lesson the server no longer has can never be completed; anything else is worth a retry.
      if (isApiError(error) && (error.status === 400 || error.status === 404)) {
        removeCompletion(services.storage, entry);
        yield put(lessonCompletionRejected({ lessonId: entry.lesson_id }));
        continue;
      }
      yield put(pendingCountChanged(readOutbox(services.storage).filter(mine).length));
      return 'failed';
    }
  }
  yield put(pendingCountChanged(readOutbox(services.storage).filter(mine).length));
  return 'done';
}

/** Replays the queue at start, after each completion and login, and with backoff while failing. */
export function* replayOutbox() {
  const online: EventChannel<string> = yield call(windowEvents, ['online']);
  const services = yield* getServices();
  const userId = currentUserId(services);
  // After a reload, what is still queued shows as complete at once.
  for (const entry of readOutbox(services.storage).filter((item) => item.userId === userId)) {
    yield put(lessonCompleted({ lessonId: entry.lesson_id, completed_on: entry.completed_on }));
  }
  let attempt = 0;
  try {
    for (;;) {
      const result: 'done' | 'failed' = yield call(drainOutbox);
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
