/**
 * The Learning Centre's state in one slice, longer than most: its screens share the open module,
 * the completions and the positions, so splitting it would make them reach across slices.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category, Lesson, LessonPosition, Playlist, Video } from '@campus/api-client';
import { libraryVideoId } from './lessonVideo';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** A completion waiting for the server (README, "Progress is never lost"). */
export interface PendingCompletion {
  userId: number;
  lesson_id: number;
  lesson_blog_id: number;
  playlist_id: number;
  playlist_blog_id: number;
  /** When the member finished the lesson, ISO 8601. */
  completed_on: string;
}

export interface LessonRef {
  /** Module key from the address (slug or id); absent for a standalone or category lesson. */
  moduleKey?: string;
  lessonKey: string;
  categoryKey?: string;
  /** The address the lesson lives at: leaving it completes an article (pinned by sagas.test.ts). */
  pathname: string;
}

export interface TrainingState {
  dashboard: {
    status: LoadStatus;
    modules: Playlist[];
    total: number;
    loadingMore: boolean;
    popularArticles: Lesson[];
    popularVideos: Lesson[];
    categories: Category[];
  };
  category: { key: string | null; status: LoadStatus; lessons: Lesson[] };
  /** The member's home: every module they may open, and their saved video positions (`home.ts`). */
  home: { status: LoadStatus; modules: Playlist[]; positions: LessonPosition[] };
  module: {
    key: string | null;
    status: LoadStatus | 'notFound';
    playlist: Playlist | null;
    related: Playlist[];
    resetting: boolean;
  };
  lesson: {
    ref: LessonRef | null;
    status: LoadStatus | 'notFound';
    lesson: Lesson | null;
    /** Seconds to resume the video at; null until known. */
    startAt: number | null;
    /** Seconds counted for the open article. */
    seconds: number;
    /** The library video a video lesson names (`lessonVideo.ts`); `none` when it names a file. */
    video: { status: 'none' | 'loading' | 'loaded' | 'failed'; video: Video | null };
  };
  /**
   * The address of the lesson that came with a prerendered page (`lessonHandedOver`), until the
   * lesson's saga takes it up. Apart from `lesson`, so taking it up changes nothing a screen shows.
   */
  handedOverLesson: string | null;
  /** Completions made on this device, by lesson id, applied at once whatever the server says. */
  completed: Record<number, string>;
  /** How many completions still wait for the server. */
  pending: number;
  completionDialogOpen: boolean;
  /** The last video position the player reported per lesson, and whether the server has it. */
  positions: Record<number, VideoPosition>;
  /** A module completed on the lesson just left: its dialog opens with the next article. */
  dialogPendingFor: number | null;
}

export interface VideoPosition {
  position: number;
  duration: number;
  saved: boolean;
}

const NO_VIDEO: TrainingState['lesson']['video'] = { status: 'none', video: null };

const initialState: TrainingState = {
  dashboard: {
    status: 'idle',
    modules: [],
    total: 0,
    loadingMore: false,
    popularArticles: [],
    popularVideos: [],
    categories: [],
  },
  category: { key: null, status: 'idle', lessons: [] },
  home: { status: 'idle', modules: [], positions: [] },
  module: { key: null, status: 'idle', playlist: null, related: [], resetting: false },
  lesson: { ref: null, status: 'idle', lesson: null, startAt: null, seconds: 0, video: NO_VIDEO },
  handedOverLesson: null,
  completed: {},
  pending: 0,
  completionDialogOpen: false,
  positions: {},
  dialogPendingFor: null,
};

const applyModule = (state: TrainingState, playlist: Playlist) => {
  state.module.status = 'loaded';
  state.module.playlist = playlist;
};

export const trainingSlice = createSlice({
  name: 'training',
  initialState,
  reducers: {
    trainingVisited() {},
    dashboardRequested(state) {
      if (state.dashboard.status !== 'loaded') state.dashboard.status = 'loading';
    },
    dashboardLoaded(
      state,
      {
        payload,
      }: PayloadAction<{
        modules: Playlist[];
        total: number;
        popularArticles: Lesson[];
        popularVideos: Lesson[];
        categories: Category[];
      }>,
    ) {
      state.dashboard = { ...state.dashboard, ...payload, status: 'loaded', loadingMore: false };
    },
    dashboardFailed(state) {
      state.dashboard.status = 'error';
    },
    moreModulesRequested(state) {
      state.dashboard.loadingMore = true;
    },
    moreModulesLoaded(state, { payload }: PayloadAction<{ modules: Playlist[]; total: number }>) {
      const known = new Set(state.dashboard.modules.map((module) => module.id));
      state.dashboard.modules.push(...payload.modules.filter((module) => !known.has(module.id)));
      state.dashboard.total = payload.total;
      state.dashboard.loadingMore = false;
    },
    moreModulesFailed(state) {
      state.dashboard.loadingMore = false;
    },
    /** Asked for on every visit (progress moves on elsewhere); what is shown stays until it answers. */
    homeRequested(state) {
      if (state.home.status !== 'loaded') state.home.status = 'loading';
    },
    homeLoaded(
      state,
      { payload }: PayloadAction<{ modules: Playlist[]; positions: LessonPosition[] }>,
    ) {
      state.home = { ...payload, status: 'loaded' };
    },
    homeFailed(state) {
      state.home.status = 'error';
    },
    categoryRequested(state, { payload }: PayloadAction<string>) {
      state.category = { key: payload, status: 'loading', lessons: [] };
    },
    categoryLoaded(state, { payload }: PayloadAction<{ key: string; lessons: Lesson[] }>) {
      if (state.category.key === payload.key)
        state.category = { key: payload.key, status: 'loaded', lessons: payload.lessons };
    },
    categoryFailed(state) {
      state.category.status = 'error';
    },
    moduleRequested(state, { payload }: PayloadAction<string>) {
      if (state.module.key !== payload || state.module.status !== 'loaded') {
        state.module = {
          key: payload,
          status: 'loading',
          playlist: null,
          related: [],
          resetting: false,
        };
      }
    },
    moduleLoaded(state, { payload }: PayloadAction<{ key: string; playlist: Playlist }>) {
      if (state.module.playlist?.id !== payload.playlist.id) state.module.related = [];
      state.module.key = payload.key;
      applyModule(state, payload.playlist);
    },
    moduleNotFound(state) {
      state.module.status = 'notFound';
    },
    moduleFailed(state) {
      state.module.status = 'error';
    },
    relatedLoaded(state, { payload }: PayloadAction<{ playlistId: number; related: Playlist[] }>) {
      if (state.module.playlist?.id === payload.playlistId) state.module.related = payload.related;
    },
    /** Begin, Continue or Redo on the module page. */
    moduleStarted(_state, _action: PayloadAction<{ moduleKey: string }>) {},
    redoRequested(state, _action: PayloadAction<{ moduleKey: string }>) {
      state.module.resetting = true;
    },
    /** The server forgot the module's progress: every mark of it goes, here too. */
    moduleReset(state, { payload }: PayloadAction<{ playlistId: number }>) {
      state.module.resetting = false;
      const playlist = state.module.playlist;
      if (playlist?.id !== payload.playlistId) return;
      for (const lesson of playlist.lessons) {
        lesson.complete = false;
        lesson.completed_on = null;
        delete state.completed[lesson.id];
      }
    },
    redoFailed(state) {
      state.module.resetting = false;
    },
    lessonOpened(state, { payload }: PayloadAction<LessonRef>) {
      const same =
        state.lesson.ref?.lessonKey === payload.lessonKey &&
        state.lesson.ref.moduleKey === payload.moduleKey &&
        state.lesson.status === 'loaded';
      // The same address keeps its reference: the lesson's screen is not drawn again for it.
      if (state.lesson.ref?.pathname !== payload.pathname) state.lesson.ref = payload;
      if (!same)
        state.lesson = {
          ref: payload,
          status: 'loading',
          lesson: null,
          startAt: null,
          seconds: 0,
          video: NO_VIDEO,
        };
      state.completionDialogOpen = false;
    },
    lessonLoaded(state, { payload }: PayloadAction<{ lesson: Lesson; seconds: number }>) {
      state.lesson.status = 'loaded';
      state.lesson.lesson = payload.lesson;
      state.lesson.seconds = payload.seconds;
      state.lesson.video =
        payload.lesson.type === 'video' && libraryVideoId(payload.lesson.video_url) !== null
          ? { status: 'loading', video: null }
          : NO_VIDEO;
    },
    /**
     * A lesson prerendered by the server, with its module: the page's first render shows what the
     * server's did, and the lesson's saga takes it up instead of asking again (sagas.test.ts).
     */
    lessonHandedOver(
      state,
      {
        payload,
      }: PayloadAction<{ moduleKey: string; playlist: Playlist; lesson: TrainingState['lesson'] }>,
    ) {
      state.module = {
        key: payload.moduleKey,
        status: 'loaded',
        playlist: payload.playlist,
        related: [],
        resetting: false,
      };
      state.lesson = payload.lesson;
      state.handedOverLesson = payload.lesson.ref?.pathname ?? null;
    },
    handedOverLessonAdopted(state) {
      state.handedOverLesson = null;
    },
    lessonVideoLoaded(state, { payload }: PayloadAction<{ lessonId: number; video: Video }>) {
      if (state.lesson.lesson?.id === payload.lessonId)
        state.lesson.video = { status: 'loaded', video: payload.video };
    },
    lessonVideoFailed(state, { payload }: PayloadAction<{ lessonId: number }>) {
      if (state.lesson.lesson?.id === payload.lessonId)
        state.lesson.video = { status: 'failed', video: null };
    },
    lessonNotFound(state) {
      state.lesson.status = 'notFound';
    },
    lessonFailed(state) {
      state.lesson.status = 'error';
    },
    resumePositionFound(state, { payload }: PayloadAction<{ lessonId: number; startAt: number }>) {
      if (state.lesson.lesson?.id === payload.lessonId) state.lesson.startAt = payload.startAt;
    },
    articleTicked(state, { payload }: PayloadAction<{ lessonId: number; seconds: number }>) {
      if (state.lesson.lesson?.id === payload.lessonId) state.lesson.seconds = payload.seconds;
    },
    /** The player's throttled position report (also on pause and end). */
    videoProgressed(
      state,
      { payload }: PayloadAction<{ lessonId: number; position: number; duration: number }>,
    ) {
      state.positions[payload.lessonId] = {
        position: payload.position,
        duration: payload.duration,
        saved: false,
      };
    },
    /** The server has this position (a newer report since then stays unsaved). */
    positionSaved(state, { payload }: PayloadAction<{ lessonId: number; position: number }>) {
      const last = state.positions[payload.lessonId];
      if (last && last.position === payload.position) last.saved = true;
    },
    positionSaveFailed(state, { payload }: PayloadAction<{ lessonId: number; position: number }>) {
      const last = state.positions[payload.lessonId];
      if (last && last.position === payload.position) last.saved = false;
    },
    /** The module was completed on a lesson being left; the next article shows its dialog. */
    completionDialogDeferred(state, { payload }: PayloadAction<{ playlistId: number }>) {
      state.dialogPendingFor = payload.playlistId;
    },
    /**
     * The player's completion rule fired: a video is complete when watched (pinned by
     * sagas.test.ts).
     */
    videoWatched(_state, _action: PayloadAction<{ lessonId: number }>) {},
    /** A lesson counts as complete on this device at once; the server hears of it in the background. */
    lessonCompleted(state, { payload }: PayloadAction<{ lessonId: number; completed_on: string }>) {
      state.completed[payload.lessonId] ??= payload.completed_on;
    },
    /** The server's answer wins: its date replaces the local one. */
    lessonCompletionSynced(
      state,
      { payload }: PayloadAction<{ lessonId: number; completed_on: string }>,
    ) {
      state.completed[payload.lessonId] = payload.completed_on;
      for (const lesson of state.module.playlist?.lessons ?? []) {
        if (lesson.id === payload.lessonId) {
          lesson.complete = true;
          lesson.completed_on = payload.completed_on;
        }
      }
    },
    /** The server refused the completion for good (the lesson is gone): the mark is withdrawn. */
    lessonCompletionRejected(state, { payload }: PayloadAction<{ lessonId: number }>) {
      delete state.completed[payload.lessonId];
    },
    pendingCountChanged(state, { payload }: PayloadAction<number>) {
      state.pending = payload;
    },
    completeModuleClicked(state) {
      state.dialogPendingFor = null;
    },
    completionDialogOpened(state) {
      state.completionDialogOpen = true;
      state.dialogPendingFor = null;
    },
    completionDialogClosed(state) {
      state.completionDialogOpen = false;
    },
  },
});

export const {
  trainingVisited,
  dashboardRequested,
  dashboardLoaded,
  dashboardFailed,
  moreModulesRequested,
  moreModulesLoaded,
  moreModulesFailed,
  homeRequested,
  homeLoaded,
  homeFailed,
  categoryRequested,
  categoryLoaded,
  categoryFailed,
  moduleRequested,
  moduleLoaded,
  moduleNotFound,
  moduleFailed,
  relatedLoaded,
  moduleStarted,
  redoRequested,
  moduleReset,
  redoFailed,
  lessonOpened,
  lessonLoaded,
  lessonHandedOver,
  handedOverLessonAdopted,
  lessonVideoLoaded,
  lessonVideoFailed,
  lessonNotFound,
  lessonFailed,
  resumePositionFound,
  articleTicked,
  videoProgressed,
  positionSaved,
  positionSaveFailed,
  completionDialogDeferred,
  videoWatched,
  lessonCompleted,
  lessonCompletionSynced,
  lessonCompletionRejected,
  pendingCountChanged,
  completeModuleClicked,
  completionDialogOpened,
  completionDialogClosed,
} = trainingSlice.actions;
