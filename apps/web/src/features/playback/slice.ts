import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PlaybackState {
  /** The players' speed: the member's saved choice, or this browser's for a visitor. */
  rate: number;
}

const initialState: PlaybackState = { rate: 1 };

/** The speeds the player's menu offers; the server refuses others. */
export const isPlaybackRate = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0.5 && value <= 2;

export const playbackSlice = createSlice({
  name: 'playback',
  initialState,
  reducers: {
    /** The kept speed, read from the member's profile or this browser. */
    playbackRateLoaded(state, { payload }: PayloadAction<number>) {
      state.rate = payload;
    },
    /** A speed chosen in a player, kept for next time (`sagas.ts`). */
    playbackRateChosen(state, { payload }: PayloadAction<number>) {
      state.rate = payload;
    },
  },
});

export const { playbackRateLoaded, playbackRateChosen } = playbackSlice.actions;

export const selectPlaybackRate = (state: { playback: PlaybackState }) => state.playback.rate;
