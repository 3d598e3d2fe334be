export { accountsSlice } from './slice';
export { accountsSaga } from './sagas';
export { accountsRoutes } from './routes';
