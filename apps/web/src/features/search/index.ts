export { searchSlice } from './slice';
export type { SearchState } from './slice';
export { searchSaga } from './sagas';
export { searchRoutes } from './routes';
export { SearchPanelBody } from './SearchPanelBody';
