export { playbackSlice } from './slice';
export type { PlaybackState } from './slice';
export { playbackSaga } from './sagas';
