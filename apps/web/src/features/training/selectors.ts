import type { TrainingState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
export type TrainingRoot = { training: TrainingState };
type State = TrainingRoot;

export const selectTraining = (state: State) => state.training;
export const selectTrainingDashboard = (state: State) => state.training.dashboard;
export const selectLoadedModuleCount = (state: State) => state.training.dashboard.modules.length;
export const selectHome = (state: State) => state.training.home;
export const selectCategory = (state: State) => state.training.category;
export const selectKnownCategory = (state: State, slug: string | undefined) =>
  state.training.dashboard.categories.find((category) => category.slug === slug);
export const selectModule = (state: State) => state.training.module;
export const selectOpenPlaylist = (state: State) => state.training.module.playlist;
export const selectRelatedModules = (state: State) => state.training.module.related;
export const selectOpenLesson = (state: State) => state.training.lesson;
export const selectCompletionDialogOpen = (state: State) => state.training.completionDialogOpen;
/** Completions made on this device, by lesson id. */
export const selectCompleted = (state: State) => state.training.completed;
export const selectPendingCount = (state: State) => state.training.pending;
export const selectVideoPosition = (state: State, lessonId: number) =>
  state.training.positions[lessonId];
export const selectDialogPendingFor = (state: State) => state.training.dialogPendingFor;
