import { lazy } from 'react';

export { trainingSlice } from './slice';
export type { TrainingState } from './slice';
export { lessonHandedOver, lessonOpened } from './lessons';
export { selectTraining } from './selectors';
export { trainingSaga } from './sagas';
export { trainingRoutes } from './routes';

/** The member's learning on their home, in a chunk of its own: lesson pages do not carry it. */
export const LearningHome = lazy(() =>
  import('./LearningHome').then((module) => ({ default: module.LearningHome })),
);
