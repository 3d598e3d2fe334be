import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The member's completions as this device knows them (README, "Progress is never lost"). */
export interface ProgressState {
  /** Completions made on this device, by lesson id, applied at once whatever the server says. */
  completed: Record<number, string>;
  /** How many completions still wait for the server. */
  pending: number;
}

export const progressInitialState: ProgressState = { completed: {}, pending: 0 };

/** Progress's part of the Learning Centre's state (`../slice.ts` joins the rooms' parts). */
export const progressSlice = createSlice({
  name: 'training',
  initialState: progressInitialState,
  reducers: {
    /** A lesson counts as complete on this device at once; the server hears of it in the background. */
    lessonCompleted(state, { payload }: PayloadAction<{ lessonId: number; completed_on: string }>) {
      state.completed[payload.lessonId] ??= payload.completed_on;
    },
    /** The server's answer wins: its date replaces the local one (the open module's mark too). */
    lessonCompletionSynced(
      state,
      { payload }: PayloadAction<{ lessonId: number; completed_on: string }>,
    ) {
      state.completed[payload.lessonId] = payload.completed_on;
    },
    /** The server refused the completion for good (the lesson is gone): the mark is withdrawn. */
    lessonCompletionRejected(state, { payload }: PayloadAction<{ lessonId: number }>) {
      delete state.completed[payload.lessonId];
    },
    pendingCountChanged(state, { payload }: PayloadAction<number>) {
      state.pending = payload;
    },
  },
});

export const {
  lessonCompleted,
  lessonCompletionSynced,
  lessonCompletionRejected,
  pendingCountChanged,
} = progressSlice.actions;
