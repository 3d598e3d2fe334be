import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppStatus, FeatureFlag } from '@campus/api-client';

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
      // Spec 1 §4: prompt only when the hash differs *and* the server asks for a restart.
      if (payload.applicationHash !== state.currentHash && payload.restartRequired) {
        state.restartPrompt = true;
      }
    },
    appStatusFailed(state) {
      state.lastCheck = 'failed';
    },
    /** A lazy chunk of an older build failed to load: the deploy moved on, so offer a restart. */
    staleBuildDetected(state) {
      state.restartPrompt = true;
    },
    restartRequested() {},
    featuresConfigReceived(state, { payload }: PayloadAction<FeatureFlag[]>) {
      state.features = Object.fromEntries(payload.map((flag) => [flag.key, flag.enabled]));
      state.featuresLoaded = true;
    },
    featuresConfigFailed(state) {
      state.featuresLoaded = true;
    },
  },
});

export const {
  appStatusReceived,
  appStatusFailed,
  staleBuildDetected,
  restartRequested,
  featuresConfigReceived,
  featuresConfigFailed,
} = appStatusSlice.actions;
