export { dashboardSlice } from './slice';
export { dashboardSaga } from './sagas';
export { dashboardRoutes } from './routes';
