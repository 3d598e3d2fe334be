export { resourcesSlice } from './slice';
export { resourcesSaga } from './sagas';
export { resourcesRoutes } from './routes';
export { ResourceModalHost } from './ResourceModalHost';
