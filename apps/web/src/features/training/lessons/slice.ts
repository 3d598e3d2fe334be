import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lesson, Playlist, Video } from '@campus/api-client';
import { libraryVideoId } from '../../../kit/libraryVideo';
import { modulesInitialState, type LoadStatus, type ModulesState } from '../modules';

export interface LessonRef {
  /** Module key from the address (slug or id); absent for a standalone or category lesson. */
  moduleKey?: string;
  lessonKey: string;
  categoryKey?: string;
  /** The address the lesson lives at: leaving it completes an article (pinned by sagas.test.ts). */
  pathname: string;
}

export interface VideoPosition {
  position: number;
  duration: number;
  saved: boolean;
}

/** The open lesson, the video positions the player reported, and the module's completion dialog. */
export interface LessonsState {
  lesson: {
    ref: LessonRef | null;
    status: LoadStatus | 'notFound';
    lesson: Lesson | null;
    /** Seconds to resume the video at; null until known. */
    startAt: number | null;
    /** Seconds counted for the open article. */
    seconds: number;
    /** The library video a video lesson names (`kit/libraryVideo.ts`); `none` when it names a file. */
    video: { status: 'none' | 'loading' | 'loaded' | 'failed'; video: Video | null };
  };
  /**
   * The address of the lesson that came with a prerendered page (`lessonHandedOver`), until the
   * lesson's saga takes it up. Apart from `lesson`, so taking it up changes nothing a screen shows.
   */
  handedOverLesson: string | null;
  completionDialogOpen: boolean;
  /** The last video position the player reported per lesson, and whether the server has it. */
  positions: Record<number, VideoPosition>;
  /** A module completed on the lesson just left: its dialog opens with the next article. */
  dialogPendingFor: number | null;
}

const NO_VIDEO: LessonsState['lesson']['video'] = { status: 'none', video: null };

export const lessonsInitialState: LessonsState = {
  lesson: { ref: null, status: 'idle', lesson: null, startAt: null, seconds: 0, video: NO_VIDEO },
  handedOverLesson: null,
  completionDialogOpen: false,
  positions: {},
  dialogPendingFor: null,
};

/** This room's part, and the open module below it, which a prerendered lesson brings along. */
type State = LessonsState & Pick<ModulesState, 'module'>;
const initialState: State = { ...lessonsInitialState, module: modulesInitialState.module };

/** The lessons' part of the Learning Centre's state (`../slice.ts` joins the rooms' parts). */
export const lessonsSlice = createSlice({
  name: 'training',
  initialState,
  reducers: {
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
      }: PayloadAction<{ moduleKey: string; playlist: Playlist; lesson: LessonsState['lesson'] }>,
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
  completeModuleClicked,
  completionDialogOpened,
  completionDialogClosed,
} = lessonsSlice.actions;
