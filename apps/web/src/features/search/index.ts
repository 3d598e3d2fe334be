export { resultsHandedOver, searchRequested, searchSlice, SECTIONS } from './slice';
export { selectSearch } from './selectors';
export type { SearchState } from './slice';
export { searchSaga } from './sagas';
export { searchRoutes } from './routes';
export { SearchPanelBody } from './SearchPanelBody';
