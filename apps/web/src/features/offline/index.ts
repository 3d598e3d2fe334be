export { offlineSlice } from './slice';
export type { OfflineState } from './slice';
export { offlineSaga } from './sagas';
