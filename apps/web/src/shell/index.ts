export { Shell } from './Shell';
export { shellSlice } from './slice';
export type { ColorMode, ShellState } from './slice';
export { shellSaga } from './sagas';
export { selectColorMode } from './selectors';
export { COLOR_MODE_KEY } from './sagas';
export { PHONE_QUERY } from './useIsMobile';
