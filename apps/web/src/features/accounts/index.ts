export { accountsSlice } from './slice';
export type { AccountsState } from './slice';
export { accountsSaga } from './sagas';
export { accountsRoutes, profileRoutes } from './routes';
export { currentPosition, LOCATION_DISABLED_MESSAGE, type Coordinates } from './geolocation';
