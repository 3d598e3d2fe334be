import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TranscriptCue } from '@campus/player/transcript';

/** A video's transcript, read from one of its caption files. */
export interface TranscriptState {
  status: 'loading' | 'ready' | 'failed';
  cues: TranscriptCue[];
}

export interface PlaybackState {
  /** The players' speed: the member's saved choice, or this browser's for a visitor. */
  rate: number;
  /** Transcripts by caption file address, read when a member opens one. */
  transcripts: Record<string, TranscriptState>;
}

const initialState: PlaybackState = { rate: 1, transcripts: {} };

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
    /** A transcript was opened: its caption file is read once (a failed read is tried again). */
    transcriptRequested(state, { payload }: PayloadAction<string>) {
      if (state.transcripts[payload]?.status !== 'ready')
        state.transcripts[payload] = { status: 'loading', cues: [] };
    },
    transcriptLoaded(state, { payload }: PayloadAction<{ src: string; cues: TranscriptCue[] }>) {
      state.transcripts[payload.src] = { status: 'ready', cues: payload.cues };
    },
    transcriptFailed(state, { payload }: PayloadAction<string>) {
      state.transcripts[payload] = { status: 'failed', cues: [] };
    },
  },
});

export const {
  playbackRateLoaded,
  playbackRateChosen,
  transcriptRequested,
  transcriptLoaded,
  transcriptFailed,
} = playbackSlice.actions;

type State = { playback: PlaybackState };
export const selectPlaybackRate = (state: State) => state.playback.rate;
export const selectTranscript = (state: State, src: string): TranscriptState | undefined =>
  state.playback.transcripts[src];
