import {
  getLessonPositions,
  getLessons,
  getPlaylist,
  getPlaylists,
  isApiError,
  resetPlaylistProgress,
  type Category,
  type Lesson,
  type LessonPosition,
  type Paged,
  type Playlist,
} from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, spawn } from 'redux-saga/effects';
import { errorPageShown } from '../../../kit/events';
import {
  learningCentreReads,
  RELATED_COUNT,
  relatedModulesRead,
} from '../../../kit/learningCentreReads';
import { endedSession } from '../../../kit/sessionErrors';
import { getServices } from '../../../kit/services';
import {
  dropModuleCompletions,
  matchesKey,
  moduleProgress,
  selectCompleted,
  writeLocalProgress,
} from '../progress';
import { selectLoadedModuleCount, selectModule, selectOpenPlaylist } from './selectors';
import {
  categoryFailed,
  categoryLoaded,
  dashboardFailed,
  dashboardLoaded,
  homeFailed,
  homeLoaded,
  moduleFailed,
  moduleLoaded,
  moduleNotFound,
  moduleReset,
  moreModulesFailed,
  moreModulesLoaded,
  redoFailed,
  relatedLoaded,
} from './slice';

/**
 * The modules room's saga workers: the home, the categories and the modules loaded, and a module
 * started or redone.
 */

/** How many more modules See All loads (pinned by screens.test.tsx). */
const MORE_MODULES = 100;
/** The home reads every module a member may open in one page, and their latest saved positions. */
const HOME_MODULE_PAGE = 100;
/**
 * What the home shows of each module (its card and where to resume). The lessons come whole: a
 * name inside a list (`lessons.id`) would answer the list empty, as WordPress trims answers.
 */
export const HOME_MODULE_FIELDS = 'id,blog_id,title,slug,image,status,canView,lessons';
const HOME_POSITIONS = 20;

export const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export function* loadDashboard() {
  const { api } = yield* getServices();
  try {
    const [modules, articles, videos, categories]: [
      Paged<Playlist>,
      Paged<Lesson>,
      Paged<Lesson>,
      Category[],
    ] = yield all(learningCentreReads(api));
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
    if (!endedSession(error)) yield put(errorPageShown([failureMessage(error)]));
  }
}

/** The member's saved positions; a back end without the route (a plain WordPress) has none to give. */
function* savedPositions() {
  const { api } = yield* getServices();
  try {
    const page: Paged<LessonPosition> = yield call(getLessonPositions, api, {
      per_page: HOME_POSITIONS,
    });
    return page.items;
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
}

/**
 * The home's learning: every module the member may open and where they stopped. A failure stays in
 * its own section, with a retry, rather than taking the member's whole home to the error page.
 */
export function* loadHome() {
  const { api } = yield* getServices();
  try {
    const [modules, positions]: [Paged<Playlist>, LessonPosition[]] = yield all([
      call(getPlaylists, api, {
        per_page: HOME_MODULE_PAGE,
        offset: 0,
        _fields: HOME_MODULE_FIELDS,
      }),
      call(savedPositions),
    ]);
    yield put(homeLoaded({ modules: modules.items, positions }));
  } catch (error) {
    yield put(homeFailed());
    if (!endedSession(error)) console.error('The learning home could not be loaded.', error);
  }
}

/** See All loads up to 100 more from the current offset (pinned by screens.test.tsx). */
export function* loadMoreModules() {
  const { api } = yield* getServices();
  const offset: number = yield select(selectLoadedModuleCount);
  try {
    const page: Paged<Playlist> = yield call(getPlaylists, api, { per_page: MORE_MODULES, offset });
    yield put(moreModulesLoaded({ modules: page.items, total: page.total }));
  } catch (error) {
    yield put(moreModulesFailed());
    if (!endedSession(error)) yield put(errorPageShown([failureMessage(error)]));
  }
}

export function* loadCategory({ payload: key }: PayloadAction<string>) {
  const { api } = yield* getServices();
  try {
    const page: Paged<Lesson> = yield call(getLessons, api, { category: key, per_page: 100 });
    yield put(categoryLoaded({ key, lessons: page.items }));
  } catch (error) {
    yield put(categoryFailed());
    if (!endedSession(error)) yield put(errorPageShown([failureMessage(error)]));
  }
}

/** The module, from the store when it is the one already shown; null when the server has none. */
export function* ensureModule(key: string, fresh: boolean) {
  const { api } = yield* getServices();
  const shown: ReturnType<typeof selectModule> = yield select(selectModule);
  if (!fresh && shown.status === 'loaded' && shown.playlist && shown.key === key)
    return shown.playlist;
  try {
    const playlist: Playlist = yield call(getPlaylist, api, key);
    // The answer already shown changes nothing: put again, it only drew the screen again (about
    // 90 ms of a phone's blocking time on a prerendered lesson, which reads its module afresh).
    const now: ReturnType<typeof selectModule> = yield select(selectModule);
    const same =
      now.status === 'loaded' &&
      now.key === key &&
      JSON.stringify(now.playlist) === JSON.stringify(playlist);
    if (!same) yield put(moduleLoaded({ key, playlist }));
    // Detached: a caller waits for the module, not for the suggestions under it (a lesson's own
    // read waited for them, one more round trip before its poster).
    yield spawn(loadRelated, playlist);
    return playlist;
  } catch (error) {
    if (isNotFound(error)) {
      yield put(moduleNotFound());
      return null;
    }
    throw error;
  }
}

/**
 * Playlists sharing a tag, without this one; the block shows 3, the dialog 2 (README, "Learning
 * Centre").
 */
function* loadRelated(playlist: Playlist) {
  const { api } = yield* getServices();
  try {
    const page: Paged<Playlist> = yield relatedModulesRead(api, playlist);
    yield put(
      relatedLoaded({ playlistId: playlist.id, related: page.items.slice(0, RELATED_COUNT) }),
    );
  } catch (error) {
    // Related playlists are a suggestion: the module stays usable without them.
    console.error('Related playlists could not be loaded.', error);
  }
}

export function* loadModule({ payload: key }: PayloadAction<string>) {
  try {
    yield call(ensureModule, key, true);
  } catch (error) {
    yield put(moduleFailed());
    if (!endedSession(error)) yield put(errorPageShown([failureMessage(error)]));
  }
}

export const lessonPath = (playlist: Playlist, lesson: Lesson) =>
  `/training/${playlist.slug}/${lesson.slug}`;

/**
 * Begin opens the first lesson, Continue the first incomplete one (pinned by sagas.test.ts and
 * e2e/training-learning-centre.spec.ts).
 */
export function* startModule({ payload }: PayloadAction<{ moduleKey: string }>) {
  const { navigate } = yield* getServices();
  const playlist: Playlist | null = yield select(selectOpenPlaylist);
  const completed: Record<number, string> = yield select(selectCompleted);
  if (!playlist || !matchesKey(playlist, payload.moduleKey)) return;
  const target = moduleProgress(playlist, completed).firstIncomplete ?? playlist.lessons[0];
  if (target) yield call(navigate, lessonPath(playlist, target));
}

/**
 * Redo resets the module's progress on the server and opens the first lesson (pinned by
 * sagas.test.ts).
 */
export function* redoModule({ payload }: PayloadAction<{ moduleKey: string }>) {
  const { api, navigate, storage } = yield* getServices();
  const playlist: Playlist | null = yield select(selectOpenPlaylist);
  if (!playlist || !matchesKey(playlist, payload.moduleKey)) {
    yield put(redoFailed());
    return;
  }
  try {
    yield call(resetPlaylistProgress, api, { id: playlist.id, blog_id: playlist.blog_id });
    // A completion of this module still queued would otherwise bring the old progress back.
    dropModuleCompletions(storage, playlist.id);
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
    if (!endedSession(error)) yield put(errorPageShown([failureMessage(error)]));
  }
}
