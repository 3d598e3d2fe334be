export { searchSlice, searchFocusRequested } from './slice';
export { searchSaga } from './sagas';
export { searchRoutes } from './routes';
export { SearchPanel } from './SearchPanel';
