export { searchSlice, searchFocusRequested, searchPanelToggled } from './slice';
export { selectSearchPanelOpen } from './selectors';
export { searchSaga } from './sagas';
export { searchRoutes } from './routes';
export { SearchPanel } from './SearchPanel';
