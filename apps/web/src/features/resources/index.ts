export { resourcesSlice, resourceOpened, resourceClosed } from './slice';
export type { ResourcesState } from './slice';
export { resourcesSaga } from './sagas';
export { resourcesRoutes } from './routes';
export { ResourceModalHost } from './ResourceModalHost';
export { ResourceCard } from './ResourceCard';
export { ResourceLibrary } from './ResourceLibrary';
