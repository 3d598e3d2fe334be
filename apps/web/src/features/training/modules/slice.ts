import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category, Lesson, LessonPosition, Playlist } from '@campus/api-client';
import { lessonCompletionSynced, progressInitialState, type ProgressState } from '../progress';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** What the Learning Centre lists: its page, a category, the member's home and the open module. */
export interface ModulesState {
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
}

export const modulesInitialState: ModulesState = {
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
};

/** This room's part, and the completions below it, which a module's reset forgets too. */
type State = ModulesState & ProgressState;
const initialState: State = { ...modulesInitialState, ...progressInitialState };

/** The modules' part of the Learning Centre's state (`../slice.ts` joins the rooms' parts). */
export const modulesSlice = createSlice({
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
      state.module.status = 'loaded';
      state.module.playlist = payload.playlist;
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
  },
  extraReducers: (builder) =>
    // The open module shows the server's date of a completion it took.
    builder.addCase(lessonCompletionSynced, (state, { payload }) => {
      for (const lesson of state.module.playlist?.lessons ?? []) {
        if (lesson.id === payload.lessonId) {
          lesson.complete = true;
          lesson.completed_on = payload.completed_on;
        }
      }
    }),
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
} = modulesSlice.actions;
