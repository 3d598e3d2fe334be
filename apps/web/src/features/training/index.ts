import { lazy } from 'react';

export { lessonHandedOver, lessonOpened, trainingSlice } from './slice';
export type { TrainingState } from './slice';
export { selectTraining } from './selectors';
export { trainingSaga } from './sagas';
export { trainingRoutes } from './routes';
export { learningCentreReads, relatedModulesRead } from './catalog';
export { libraryVideoId } from './lessonVideo';

/** The member's learning on their home, in a chunk of its own: lesson pages do not carry it. */
export const LearningHome = lazy(() =>
  import('./LearningHome').then((module) => ({ default: module.LearningHome })),
);
