export { coursesSlice } from './slice';
export { coursesSaga } from './sagas';
export { coursesRoutes } from './routes';
