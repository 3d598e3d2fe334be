import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppStatus, FeatureFlag } from '@campus/api-client';
import { staleBuildDetected } from '../../kit/events';

export interface AppStatusState {
  /** The hash of the build this page runs, learnt from the first status answer. */
  currentHash: string | null;
  restartPrompt: boolean;
  lastCheck: 'never' | 'ok' | 'failed';
  features: Record<string, boolean>;
  featuresLoaded: boolean;
}

const initialState: AppStatusState = {
  currentHash: null,
  restartPrompt: false,
  lastCheck: 'never',
  features: {},
  featuresLoaded: false,
};

export const appStatusSlice = createSlice({
  name: 'appStatus',
  initialState,
  reducers: {
    appStatusReceived(state, { payload }: PayloadAction<AppStatus>) {
      state.lastCheck = 'ok';
      if (state.currentHash === null) {
        state.currentHash = payload.applicationHash;
        return;
      }
      // Prompt only when the hash differs *and* the server asks for a restart (pinned by
      // sagas.test.ts).
      if (payload.applicationHash !== state.currentHash && payload.restartRequired) {
        state.restartPrompt = true;
      }
    },
    appStatusFailed(state) {
      state.lastCheck = 'failed';
    },
    featuresConfigReceived(state, { payload }: PayloadAction<FeatureFlag[]>) {
      state.features = Object.fromEntries(payload.map((flag) => [flag.key, flag.enabled]));
      state.featuresLoaded = true;
    },
    featuresConfigFailed(state) {
      state.featuresLoaded = true;
    },
    /** A service worker of a newer release is installed and waits for the member's restart. */
    newReleaseInstalled(state) {
      state.restartPrompt = true;
    },
  },
  extraReducers: (builder) => {
    // A lazy chunk of an older build failed to load: the deploy moved on, so offer a restart.
    builder.addCase(staleBuildDetected, (state) => {
      state.restartPrompt = true;
    });
  },
});

export const {
  appStatusReceived,
  appStatusFailed,
  featuresConfigReceived,
  featuresConfigFailed,
  newReleaseInstalled,
} = appStatusSlice.actions;
