import type { RootState } from '../../app/store';

export const selectRestartPrompt = (state: RootState) => state.appStatus.restartPrompt;
export const selectAppStatusCheck = (state: RootState) => state.appStatus.lastCheck;
export const selectFeaturesLoaded = (state: RootState) => state.appStatus.featuresLoaded;

/** Spec 1 §8: an unknown flag counts as off (the warning is logged by `useFeatureFlag`). */
export const selectFeatureEnabled = (state: RootState, key: string): boolean =>
  state.appStatus.features[key] === true;

export const selectFeatureKnown = (state: RootState, key: string): boolean =>
  key in state.appStatus.features;
