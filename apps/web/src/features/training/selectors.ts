import type { TrainingState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
export type TrainingRoot = { training: TrainingState };

export const selectTraining = (state: TrainingRoot) => state.training;
