export { trainingSlice } from './slice';
export type { TrainingState } from './slice';
export { trainingSaga } from './sagas';
export { trainingRoutes } from './routes';
