export { organizationsSlice } from './slice';
export { organizationsSaga } from './sagas';
export { organizationsRoutes } from './routes';
