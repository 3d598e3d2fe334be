export { trainingSlice } from './slice';
export { trainingSaga } from './sagas';
export { trainingRoutes } from './routes';
