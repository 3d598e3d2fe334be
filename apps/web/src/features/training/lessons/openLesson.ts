import { getLesson, getVideo, type Lesson, type Playlist, type Video } from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel, Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { errorPageShown, navigated } from '../../../kit/events';
import { libraryVideoId } from '../../../kit/libraryVideo';
import { endedSession } from '../../../kit/sessionErrors';
import { getServices } from '../../../kit/services';
import { windowEvents } from '../../../kit/windowEvents';
import { chatEventSent } from '../../analytics';
import { ensureModule, failureMessage, isNotFound, selectOpenPlaylist } from '../modules';
import {
  matchesKey,
  moduleProgress,
  readLocalProgress,
  recordCompletion,
  selectCompleted,
  writeLocalProgress,
} from '../progress';
import { findResumePosition, flushPosition } from './positions';
import { selectDialogPendingFor, selectHandedOverLesson, selectOpenLesson } from './selectors';
import {
  articleTicked,
  completionDialogDeferred,
  completionDialogOpened,
  handedOverLessonAdopted,
  lessonFailed,
  lessonLoaded,
  lessonNotFound,
  lessonOpened,
  lessonVideoFailed,
  lessonVideoLoaded,
  type LessonRef,
  type LessonsState,
} from './slice';

/** The lesson timer ticks every second (README, "Learning Centre"). */
const TICK_MS = 1000;
/** The customer-chat event of a watched video (README, "Learning Centre"). */
export const VIDEO_WATCHED_EVENT = 'WatchedTrainingVideo';

/**
 * The open lesson, one at a time: its article timer or video position, its completion (recorded
 * by progress) and what leaving it means. What the lesson sagas share lives in the store.
 */

/** Whether the module of the open lesson now has every lesson complete. */
function* moduleDone(
  playlist: Playlist | null,
): Generator<unknown, boolean, Record<number, string>> {
  if (!playlist) return false;
  const completed: Record<number, string> = yield select(selectCompleted);
  return moduleProgress(playlist, completed).complete;
}

/** The last step's Complete Module: the dialog when all is done, otherwise the module page. */
export function* completeModule() {
  const { navigate } = yield* getServices();
  const playlist: Playlist | null = yield select(selectOpenPlaylist);
  if (!playlist) return;
  const completed: Record<number, string> = yield select(selectCompleted);
  if (moduleProgress(playlist, completed).complete) yield put(completionDialogOpened());
  else yield call(navigate, `/training/${playlist.slug}`);
}

interface OpenLesson {
  ref: LessonRef;
  lesson: Lesson | null;
  playlist: Playlist | null;
}

/**
 * An article counts seconds once per second until its duration, then it is complete (pinned by
 * sagas.test.ts).
 */
function* articleTimer(lesson: Lesson, playlist: Playlist | null) {
  const { storage } = yield* getServices();
  let seconds = readLocalProgress(storage).lessons[lesson.id] ?? 0;
  while (seconds < lesson.duration) {
    yield delay(TICK_MS);
    seconds = Math.min(lesson.duration, seconds + 1);
    const value = seconds;
    writeLocalProgress(storage, (progress) => {
      progress.lessons[lesson.id] = Math.max(progress.lessons[lesson.id] ?? 0, value);
    });
    yield put(articleTicked({ lessonId: lesson.id, seconds }));
  }
  const completedNow: boolean = yield call(recordCompletion, lesson, playlist);
  const done: boolean = completedNow && (yield* moduleDone(playlist));
  // Every lesson complete while the current one is an article opens the dialog (pinned by
  // sagas.test.ts).
  if (done) yield put(completionDialogOpened());
}

/** The library video a video lesson names, with its languages and captions (`kit/libraryVideo.ts`). */
function* loadLibraryVideo(lesson: Lesson) {
  const id = libraryVideoId(lesson.video_url);
  if (id === null) return;
  const { api } = yield* getServices();
  try {
    const video: Video = yield call(getVideo, api, id);
    yield put(lessonVideoLoaded({ lessonId: lesson.id, video }));
  } catch (error) {
    yield put(lessonVideoFailed({ lessonId: lesson.id }));
    if (!endedSession(error)) console.error('The lesson’s video could not be loaded.', error);
  }
}

/**
 * The module as this browser sees it, behind a lesson the server prerendered: which lessons a
 * visitor may still open is theirs, not the render's, and the related modules come after it.
 */
function* refreshModule(moduleKey: string) {
  try {
    yield call(ensureModule, moduleKey, true);
  } catch (error) {
    if (!endedSession(error)) console.error('The lesson’s module could not be loaded.', error);
  }
}

/** The lesson the page came with (`lessonHandedOver`), if it is the one at `ref`. */
function* handedOverLesson(ref: LessonRef) {
  const lesson: LessonsState['lesson'] = yield select(selectOpenLesson);
  const address: string | null = yield select(selectHandedOverLesson);
  if (address !== ref.pathname || lesson.ref?.pathname !== ref.pathname || !lesson.lesson)
    return null;
  yield put(handedOverLessonAdopted());
  return lesson.lesson;
}

function* runLesson(open: OpenLesson) {
  const { api, storage } = yield* getServices();
  const { ref } = open;
  try {
    const handedOver: Lesson | null = yield call(handedOverLesson, ref);
    let playlist: Playlist | null = null;
    let key: string | number = ref.lessonKey;
    if (ref.moduleKey) {
      playlist = yield call(ensureModule, ref.moduleKey, false);
      if (handedOver) yield fork(refreshModule, ref.moduleKey);
      const inModule = playlist?.lessons.find((lesson) => matchesKey(lesson, ref.lessonKey));
      // A lesson missing from its module is a 404 (pinned by sagas.test.ts).
      if (!playlist || !inModule) {
        yield put(lessonNotFound());
        return;
      }
      key = inModule.id;
    }
    const lesson: Lesson = handedOver ?? (yield call(getLesson, api, key));
    open.lesson = lesson;
    open.playlist = playlist;
    const seconds = readLocalProgress(storage).lessons[lesson.id] ?? 0;
    // A handed-over lesson is in the store, with its video; an article's reading time was the
    // render's, and this browser's own replaces it.
    if (!handedOver) yield put(lessonLoaded({ lesson, seconds }));
    else if (lesson.type !== 'video') yield put(articleTicked({ lessonId: lesson.id, seconds }));
    if (lesson.canView === false) return;
    if (lesson.type === 'video') {
      yield all([
        call(findResumePosition, lesson),
        ...(handedOver ? [] : [call(loadLibraryVideo, lesson)]),
      ]);
      return;
    }
    // The module was completed on the lesson just left; this article is now the current one.
    const dialogFor: number | null = yield select(selectDialogPendingFor);
    if (playlist && dialogFor === playlist.id) yield put(completionDialogOpened());
    yield call(articleTimer, lesson, playlist);
  } catch (error) {
    if (isNotFound(error)) {
      yield put(lessonNotFound());
      return;
    }
    yield put(lessonFailed());
    if (!endedSession(error)) yield put(errorPageShown([failureMessage(error)]));
  }
}

/**
 * Leaving a lesson: an article is complete (pinned by sagas.test.ts); a video's position is kept.
 */
function* leaveLesson(open: OpenLesson) {
  const { lesson, playlist } = open;
  if (!lesson || lesson.canView === false) return;
  if (lesson.type === 'video') {
    yield call(flushPosition, lesson.id);
    return;
  }
  const completedNow: boolean = yield call(recordCompletion, lesson, playlist);
  const done: boolean = completedNow && (yield* moduleDone(playlist));
  if (done && playlist) yield put(completionDialogDeferred({ playlistId: playlist.id }));
}

/**
 * One lesson is open at a time. A new lesson address, or any navigation away from the lesson's
 * address, leaves the open one; opening the same address again (a remount) keeps it running.
 */
export function* lessonSupervisor() {
  const pageEvents: EventChannel<string> = yield call(windowEvents, [
    'pagehide',
    'visibilitychange',
  ]);
  let open: OpenLesson | null = null;
  let task: Task | null = null;
  const close = function* (current: OpenLesson) {
    if (task) yield cancel(task);
    task = null;
    yield call(leaveLesson, current);
  };
  try {
    for (;;) {
      const next: { action?: PayloadAction<LessonRef | { pathname: string }>; page?: string } =
        yield race({
          action: take([lessonOpened.type, navigated.type]),
          page: take(pageEvents),
        });
      const { action, page } = next;
      if (!action) {
        const hidden =
          page === 'pagehide' ||
          (typeof document !== 'undefined' && document.visibilityState === 'hidden');
        if (hidden && open?.lesson?.type === 'video') yield call(flushPosition, open.lesson.id);
        continue;
      }
      if (open && action.payload.pathname === open.ref.pathname) continue;
      if (open) {
        const leaving: OpenLesson = open;
        open = null;
        yield call(close, leaving);
      }
      if (action.type === lessonOpened.type) {
        open = { ref: action.payload as LessonRef, lesson: null, playlist: null };
        task = yield fork(runLesson, open);
      }
    }
  } finally {
    pageEvents.close();
  }
}

/** A watched video is complete (pinned by sagas.test.ts); customer chat hears of it. */
export function* videoCompleted({ payload }: PayloadAction<{ lessonId: number }>) {
  yield put(chatEventSent({ name: VIDEO_WATCHED_EVENT }));
  const open: LessonsState['lesson'] = yield select(selectOpenLesson);
  const modulePlaylist: Playlist | null = yield select(selectOpenPlaylist);
  const lesson = open.lesson;
  if (!lesson || lesson.id !== payload.lessonId) return;
  const playlist = modulePlaylist && open.ref?.moduleKey ? modulePlaylist : null;
  const completedNow: boolean = yield call(recordCompletion, lesson, playlist);
  const done: boolean = completedNow && (yield* moduleDone(playlist));
  if (done && playlist) yield put(completionDialogDeferred({ playlistId: playlist.id }));
}
