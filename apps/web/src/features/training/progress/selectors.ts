import type { ProgressState } from './slice';

type State = { training: ProgressState };

/** Completions made on this device, by lesson id. */
export const selectCompleted = (state: State) => state.training.completed;
export const selectPendingCount = (state: State) => state.training.pending;
