export { playbackSlice, playbackRateChosen, selectPlaybackRate, isPlaybackRate } from './slice';
export type { PlaybackState, TranscriptState } from './slice';
export { playbackSaga, PLAYBACK_RATE_KEY, PLAYBACK_RATE_PREFERENCE } from './sagas';
