/**
 * Progress: the member's completions and where they stand in each module. The lessons record a
 * completion through `recordCompletion` alone; the outbox behind it is this room's.
 */
export {
  lessonCompletionSynced,
  progressInitialState,
  progressSlice,
  type ProgressState,
} from './slice';
export { selectCompleted, selectPendingCount } from './selectors';
export { progressSaga } from './sagas';
export { dropModuleCompletions, recordCompletion } from './outbox';
export { PROGRESS_KEY, readLocalProgress, writeLocalProgress } from './localProgress';
export {
  isComplete,
  matchesKey,
  moduleAction,
  moduleProgress,
  resumeAt,
  type ModuleProgress,
} from './moduleProgress';
