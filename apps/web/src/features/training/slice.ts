import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { lessonsInitialState, lessonsSlice, type LessonsState } from './lessons';
import { modulesInitialState, modulesSlice, type ModulesState } from './modules';
import { progressInitialState, progressSlice, type ProgressState } from './progress';

/**
 * The Learning Centre's state, under `training`, one part per room: modules (the Learning Centre's
 * page, a category, the home, the open module), lessons (the open lesson, video positions, the
 * completion dialog) and progress (completions made here, how many wait to be sent).
 */
export type TrainingState = ModulesState & LessonsState & ProgressState;

const initialState: TrainingState = {
  ...modulesInitialState,
  ...lessonsInitialState,
  ...progressInitialState,
};

/**
 * The rooms' slices as the store's one `training` slice. Each room's reducers change its own part
 * and, where one event changes both, a part of a room below it (a reset module forgets its
 * completions; a prerendered lesson brings its module); each changes the draft it is handed.
 */
export const trainingSlice = createSlice({
  name: 'training',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder.addDefaultCase((state, action) => {
      const event = action as UnknownAction;
      modulesSlice.reducer(state, event);
      lessonsSlice.reducer(state, event);
      progressSlice.reducer(state, event);
    }),
});
