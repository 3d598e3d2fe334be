import {
  getLesson,
  getLessonPosition,
  getVideo,
  saveLessonPosition,
  type Lesson,
  type LessonPosition,
  type Playlist,
  type Video,
} from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel, Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { errorPageShown, navigated } from '../../kit/events';
import { endedSession } from '../../kit/sessionErrors';
import { getServices, type Services } from '../../kit/services';
import { windowEvents } from '../../kit/windowEvents';
import { chatEventSent } from '../analytics';
import { ensureModule, failureMessage, isNotFound } from './catalog';
import { CHAT_EVENTS, TICK_MS } from './constants';
import { libraryVideoId } from './lessonVideo';
import { currentUserId, enqueueCompletion } from './outbox';
import {
  moduleProgress,
  matchesKey,
  readLocalProgress,
  resumeAt,
  writeLocalProgress,
} from './progress';
import {
  selectCompleted,
  selectDialogPendingFor,
  selectTraining,
  selectVideoPosition,
} from './selectors';
import {
  articleTicked,
  completionDialogDeferred,
  handedOverLessonAdopted,
  completionDialogOpened,
  lessonCompleted,
  lessonFailed,
  lessonLoaded,
  lessonNotFound,
  lessonOpened,
  lessonVideoFailed,
  lessonVideoLoaded,
  pendingCountChanged,
  positionSaved,
  positionSaveFailed,
  resumePositionFound,
  type LessonRef,
  type PendingCompletion,
  type TrainingState,
  type VideoPosition,
} from './slice';

/**
 * The open lesson, one at a time: its article timer or video position, its completion (into the
 * outbox) and what leaving it means. What the lesson sagas share lives in the store.
 */

/**
 * Marks a lesson complete at once; for a member the completion is first written to the queue in
 * storage, so neither a failed call nor a reload loses it, and the outbox sends it.
 */
function* markComplete(lesson: Lesson, playlist: Playlist | null) {
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
  const state: TrainingState = yield select(selectTraining);
  const playlist = state.module.playlist;
  if (!playlist) return;
  if (moduleProgress(playlist, state.completed).complete) yield put(completionDialogOpened());
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
  const completedNow: boolean = yield call(markComplete, lesson, playlist);
  const done: boolean = completedNow && (yield* moduleDone(playlist));
  // Every lesson complete while the current one is an article opens the dialog (pinned by
  // sagas.test.ts).
  if (done) yield put(completionDialogOpened());
}

/** Where the video resumes: the server's position for a member (any device), this browser's otherwise. */
function* findResumePosition(lesson: Lesson) {
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

/** The library video a video lesson names, with its languages and captions (`lessonVideo.ts`). */
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
  const { lesson, handedOverLesson: address }: TrainingState = yield select(selectTraining);
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

function positionUrl(services: Services, lessonId: number, token: string) {
  const base = (services.settings.apiBaseUrl ?? '').replace(/\/+$/, '');
  return `${base}/wp-json/wp/v2/lesson/${lessonId}/position?token=${encodeURIComponent(token)}`;
}

/**
 * The position as the page goes away: `navigator.sendBeacon` survives the unload (the server takes
 * its text/plain body with the token in the query); without it, an ordinary save.
 */
function* flushPosition(lessonId: number) {
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
  const completedNow: boolean = yield call(markComplete, lesson, playlist);
  const done: boolean = completedNow && (yield* moduleDone(playlist));
  if (done && playlist) yield put(completionDialogDeferred({ playlistId: playlist.id }));
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
  yield put(chatEventSent({ name: CHAT_EVENTS.videoWatched }));
  const open: TrainingState = yield select(selectTraining);
  const lesson = open.lesson.lesson;
  if (!lesson || lesson.id !== payload.lessonId) return;
  const playlist = open.module.playlist && open.lesson.ref?.moduleKey ? open.module.playlist : null;
  const completedNow: boolean = yield call(markComplete, lesson, playlist);
  const done: boolean = completedNow && (yield* moduleDone(playlist));
  if (done && playlist) yield put(completionDialogDeferred({ playlistId: playlist.id }));
}
