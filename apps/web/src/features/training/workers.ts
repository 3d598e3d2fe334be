import {
  getLesson,
  getLessonPosition,
  getLessons,
  getPlaylist,
  getPlaylists,
  getTrainingCategories,
  isApiError,
  resetPlaylistProgress,
  saveLessonPosition,
  type Category,
  type Lesson,
  type LessonPosition,
  type Paged,
  type Playlist,
} from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel, Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { getServices, type Services } from '../../kit/services';
import { errorPageShown, navigated } from '../../kit/events';
import { chatEventSent } from '../analytics';
import {
  CHAT_EVENTS,
  FIRST_MODULES,
  MORE_MODULES,
  POPULAR_COUNT,
  RELATED_COUNT,
  TICK_MS,
} from './constants';
import { PROGRESS_KEY, matchesKey, moduleProgress, readLocalProgress, resumeAt } from './progress';
import { currentUserId, readQueue, sameCompletion, windowEvents, writeQueue } from './queue';
import {
  articleTicked,
  categoryFailed,
  categoryLoaded,
  categoryRequested,
  completeModuleClicked,
  completionDialogOpened,
  dashboardFailed,
  dashboardLoaded,
  dashboardRequested,
  lessonCompleted,
  lessonFailed,
  lessonLoaded,
  lessonNotFound,
  lessonOpened,
  moduleFailed,
  moduleLoaded,
  moduleNotFound,
  moduleRequested,
  moduleReset,
  moduleStarted,
  moreModulesFailed,
  moreModulesLoaded,
  moreModulesRequested,
  pendingCountChanged,
  redoFailed,
  redoRequested,
  relatedLoaded,
  resumePositionFound,
  trainingVisited,
  videoProgressed,
  videoWatched,
  type LessonRef,
  type PendingCompletion,
  type TrainingState,
} from './slice';
import {
  selectCompleted,
  selectLoadedModuleCount,
  selectModule,
  selectOpenPlaylist,
  selectTraining,
} from './selectors';

type Storage = Services['storage'];

function writeLocalProgress(
  storage: Storage,
  change: (progress: ReturnType<typeof readLocalProgress>) => void,
) {
  const progress = readLocalProgress(storage);
  change(progress);
  storage.setItem(PROGRESS_KEY, JSON.stringify(progress));
}

const failureMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

// ---------------------------------------------------------------- dashboard, category, module

function* loadDashboard() {
  const { api } = yield* getServices();
  try {
    const [modules, articles, videos, categories]: [
      Paged<Playlist>,
      Paged<Lesson>,
      Paged<Lesson>,
      Category[],
    ] = yield all([
      call(getPlaylists, api, { per_page: FIRST_MODULES, offset: 0 }),
      call(getLessons, api, { popular: 1, type: 'article', per_page: POPULAR_COUNT }),
      call(getLessons, api, { popular: 1, type: 'video', per_page: POPULAR_COUNT }),
      call(getTrainingCategories, api),
    ]);
    yield put(
      dashboardLoaded({
        modules: modules.items,
        total: modules.total,
        popularArticles: articles.items,
        popularVideos: videos.items,
        categories,
      }),
    );
  } catch (error) {
    yield put(dashboardFailed());
    yield put(errorPageShown([failureMessage(error)]));
  }
}

/** Spec 2 §9: See All loads up to 100 more from the current offset. */
function* loadMoreModules() {
  const { api } = yield* getServices();
  const offset: number = yield select(selectLoadedModuleCount);
  try {
    const page: Paged<Playlist> = yield call(getPlaylists, api, { per_page: MORE_MODULES, offset });
    yield put(moreModulesLoaded({ modules: page.items, total: page.total }));
  } catch (error) {
    yield put(moreModulesFailed());
    yield put(errorPageShown([failureMessage(error)]));
  }
}

function* loadCategory({ payload: key }: PayloadAction<string>) {
  const { api } = yield* getServices();
  try {
    const page: Paged<Lesson> = yield call(getLessons, api, { category: key, per_page: 100 });
    yield put(categoryLoaded({ key, lessons: page.items }));
  } catch (error) {
    yield put(categoryFailed());
    yield put(errorPageShown([failureMessage(error)]));
  }
}

/** The module, from the store when it is the one already shown; null when the server has none. */
function* ensureModule(key: string, fresh: boolean) {
  const { api } = yield* getServices();
  const shown: ReturnType<typeof selectModule> = yield select(selectModule);
  if (!fresh && shown.status === 'loaded' && shown.playlist && shown.key === key)
    return shown.playlist;
  try {
    const playlist: Playlist = yield call(getPlaylist, api, key);
    yield put(moduleLoaded({ key, playlist }));
    yield fork(loadRelated, playlist);
    return playlist;
  } catch (error) {
    if (isNotFound(error)) {
      yield put(moduleNotFound());
      return null;
    }
    throw error;
  }
}

/** Spec 2 §7: playlists sharing a tag, without this one; the block shows 3, the dialog 2. */
function* loadRelated(playlist: Playlist) {
  const { api } = yield* getServices();
  try {
    const page: Paged<Playlist> = yield call(getPlaylists, api, {
      per_page: RELATED_COUNT,
      training_tag: playlist.tags.map((tag) => tag.slug),
      post__not_in: [playlist.id, playlist.blog_id],
    });
    yield put(
      relatedLoaded({ playlistId: playlist.id, related: page.items.slice(0, RELATED_COUNT) }),
    );
  } catch (error) {
    // Related playlists are a suggestion: the module stays usable without them.
    console.error('Related playlists could not be loaded.', error);
  }
}

function* loadModule({ payload: key }: PayloadAction<string>) {
  try {
    yield call(ensureModule, key, true);
  } catch (error) {
    yield put(moduleFailed());
    yield put(errorPageShown([failureMessage(error)]));
  }
}

const lessonPath = (playlist: Playlist, lesson: Lesson) =>
  `/training/${playlist.slug}/${lesson.slug}`;

/** Begin opens the first lesson, Continue the first incomplete one (spec 2 §2). */
function* startModule({ payload }: PayloadAction<{ moduleKey: string }>) {
  const { navigate } = yield* getServices();
  const playlist: Playlist | null = yield select(selectOpenPlaylist);
  const completed: Record<number, string> = yield select(selectCompleted);
  if (!playlist || !matchesKey(playlist, payload.moduleKey)) return;
  const target = moduleProgress(playlist, completed).firstIncomplete ?? playlist.lessons[0];
  if (target) yield call(navigate, lessonPath(playlist, target));
}

/** Spec 2 §4: Redo resets the module's progress on the server and opens the first lesson. */
function* redoModule({ payload }: PayloadAction<{ moduleKey: string }>) {
  const { api, navigate, storage } = yield* getServices();
  const playlist: Playlist | null = yield select(selectOpenPlaylist);
  if (!playlist || !matchesKey(playlist, payload.moduleKey)) {
    yield put(redoFailed());
    return;
  }
  try {
    yield call(resetPlaylistProgress, api, { id: playlist.id, blog_id: playlist.blog_id });
    // A completion of this module still queued would otherwise bring the old progress back.
    writeQueue(
      storage,
      readQueue(storage).filter((entry) => entry.playlist_id !== playlist.id),
    );
    // Seconds already read would complete the first article again the moment it opens.
    writeLocalProgress(storage, (progress) => {
      for (const lesson of playlist.lessons) {
        delete progress.lessons[lesson.id];
        delete progress.videos[lesson.id];
      }
    });
    yield put(moduleReset({ playlistId: playlist.id }));
    const first = playlist.lessons[0];
    if (first) yield call(navigate, lessonPath(playlist, first));
  } catch (error) {
    yield put(redoFailed());
    yield put(errorPageShown([failureMessage(error)]));
  }
}

// ---------------------------------------------------------------- completions (the queue itself is in queue.ts)

/**
 * Marks a lesson complete at once; for a member the completion is first written to the queue in
 * storage, so neither a failed call nor a reload loses it, and the queue worker sends it.
 */
function* markComplete(lesson: Lesson, playlist: Playlist | null) {
  const services = yield* getServices();
  const completed: Record<number, string> = yield select(selectCompleted);
  const inModule = playlist?.lessons.find((item) => item.id === lesson.id);
  const known = inModule ? inModule.complete : lesson.complete;
  if (known || completed[lesson.id] !== undefined) return false;
  const completed_on = new Date().toISOString();
  const userId = currentUserId(services);
  // Spec 2 §4: progress is saved only for logged-in users; a visitor's mark lives in this page only.
  if (userId !== null && userId !== undefined) {
    const entry: PendingCompletion = {
      userId,
      lesson_id: lesson.id,
      lesson_blog_id: lesson.blog_id,
      playlist_id: playlist?.id ?? 0,
      playlist_blog_id: playlist?.blog_id ?? 0,
      completed_on,
    };
    const queue = readQueue(services.storage).filter((other) => !sameCompletion(other, entry));
    writeQueue(services.storage, [...queue, entry]);
    yield put(pendingCountChanged(queue.length + 1));
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

/** Sends every queued completion of the member; 'failed' when the server or network is away. */
function* completeModule(shared: Shared) {
  const { navigate } = yield* getServices();
  const state: TrainingState = yield select(selectTraining);
  const playlist = state.module.playlist;
  if (!playlist) return;
  shared.dialogFor = null;
  if (moduleProgress(playlist, state.completed).complete) yield put(completionDialogOpened());
  else yield call(navigate, `/training/${playlist.slug}`);
}

// ---------------------------------------------------------------- lessons: timer, positions, leaving

interface OpenLesson {
  ref: LessonRef;
  lesson: Lesson | null;
  playlist: Playlist | null;
}

type Positions = Map<number, { position: number; duration: number; saved: boolean }>;

/** What the lesson sagas share: the last video positions, and a module whose completion awaits its dialog. */
interface Shared {
  positions: Positions;
  dialogFor: number | null;
}

/** Spec 2 §4: an article counts seconds once per second until its duration, then it is complete. */
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
  // Spec 2 §4: every lesson complete while the current one is an article opens the dialog.
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

function* runLesson(open: OpenLesson, shared: Shared) {
  const { api, storage } = yield* getServices();
  const { ref } = open;
  try {
    let playlist: Playlist | null = null;
    let key: string | number = ref.lessonKey;
    if (ref.moduleKey) {
      playlist = yield call(ensureModule, ref.moduleKey, false);
      const inModule = playlist?.lessons.find((lesson) => matchesKey(lesson, ref.lessonKey));
      // Spec 2 §8: a lesson missing from its module is a 404.
      if (!playlist || !inModule) {
        yield put(lessonNotFound());
        return;
      }
      key = inModule.id;
    }
    const lesson: Lesson = yield call(getLesson, api, key);
    open.lesson = lesson;
    open.playlist = playlist;
    yield put(
      lessonLoaded({ lesson, seconds: readLocalProgress(storage).lessons[lesson.id] ?? 0 }),
    );
    if (lesson.canView === false) return;
    if (lesson.type === 'video') {
      yield call(findResumePosition, lesson);
      return;
    }
    // The module was completed on the lesson just left; this article is now the current one.
    if (playlist && shared.dialogFor === playlist.id) {
      shared.dialogFor = null;
      yield put(completionDialogOpened());
    }
    yield call(articleTimer, lesson, playlist);
  } catch (error) {
    if (isNotFound(error)) {
      yield put(lessonNotFound());
      return;
    }
    yield put(lessonFailed());
    yield put(errorPageShown([failureMessage(error)]));
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
function* flushPosition({ positions }: Shared, lessonId: number) {
  const services = yield* getServices();
  const last = positions.get(lessonId);
  const token = services.session.getToken();
  if (!last || last.saved || !token || !services.session.isLoggedIn()) return;
  last.saved = true;
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
    last.saved = false;
    console.error('The video position could not be saved.', error);
  }
}

/** Leaving a lesson: an article is complete (spec 2 §4); a video's position is kept. */
function* leaveLesson(open: OpenLesson, shared: Shared) {
  const { lesson, playlist } = open;
  if (!lesson || lesson.canView === false) return;
  if (lesson.type === 'video') {
    yield call(flushPosition, shared, lesson.id);
    return;
  }
  const completedNow: boolean = yield call(markComplete, lesson, playlist);
  const done: boolean = completedNow && (yield* moduleDone(playlist));
  if (done && playlist) shared.dialogFor = playlist.id;
}

function* savePosition(
  { positions }: Shared,
  { payload }: PayloadAction<{ lessonId: number; position: number; duration: number }>,
) {
  const services = yield* getServices();
  writeLocalProgress(services.storage, (progress) => {
    progress.videos[payload.lessonId] = payload.position;
  });
  const entry = { position: payload.position, duration: payload.duration, saved: false };
  positions.set(payload.lessonId, entry);
  if (!services.session.isLoggedIn()) return;
  try {
    yield call(saveLessonPosition, services.api, payload.lessonId, {
      position: payload.position,
      duration: payload.duration,
    });
    entry.saved = true;
  } catch (error) {
    console.error('The video position could not be saved.', error);
  }
}

/**
 * One lesson is open at a time. A new lesson address, or any navigation away from the lesson's
 * address, leaves the open one; opening the same address again (a remount) keeps it running.
 */
function* lessonSupervisor(shared: Shared) {
  const pageEvents: EventChannel<string> = yield call(windowEvents, [
    'pagehide',
    'visibilitychange',
  ]);
  let open: OpenLesson | null = null;
  let task: Task | null = null;
  const close = function* (current: OpenLesson) {
    if (task) yield cancel(task);
    task = null;
    yield call(leaveLesson, current, shared);
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
        if (hidden && open?.lesson?.type === 'video')
          yield call(flushPosition, shared, open.lesson.id);
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
        task = yield fork(runLesson, open, shared);
      }
    }
  } finally {
    pageEvents.close();
  }
}

// ---------------------------------------------------------------- customer chat

function* trackChat(name: string) {
  yield put(chatEventSent({ name }));
}

function* videoCompleted(shared: Shared, { payload }: PayloadAction<{ lessonId: number }>) {
  yield call(trackChat, CHAT_EVENTS.videoWatched);
  const open: TrainingState = yield select(selectTraining);
  const lesson = open.lesson.lesson;
  if (!lesson || lesson.id !== payload.lessonId) return;
  const playlist = open.module.playlist && open.lesson.ref?.moduleKey ? open.module.playlist : null;
  const completedNow: boolean = yield call(markComplete, lesson, playlist);
  const done: boolean = completedNow && (yield* moduleDone(playlist));
  if (done && playlist) shared.dialogFor = playlist.id;
}

/** Everything the screens ask for; loaded with the first Learning Centre screen. */
export function* trainingWorkers() {
  const shared: Shared = { positions: new Map(), dialogFor: null };
  yield takeLatest(dashboardRequested.type, loadDashboard);
  yield takeLeading(moreModulesRequested.type, loadMoreModules);
  yield takeLatest(categoryRequested.type, loadCategory);
  yield takeLatest(moduleRequested.type, loadModule);
  yield takeLeading(moduleStarted.type, startModule);
  yield takeLeading(redoRequested.type, redoModule);
  yield takeLatest(videoProgressed.type, savePosition, shared);
  yield takeEvery(videoWatched.type, videoCompleted, shared);
  yield takeEvery(completeModuleClicked.type, completeModule, shared);
  yield takeEvery(trainingVisited.type, trackChat, CHAT_EVENTS.visited);
  yield fork(lessonSupervisor, shared);
}
