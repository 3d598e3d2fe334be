import type { AppStatusState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
export type AppStatusRoot = { appStatus: AppStatusState };
type State = AppStatusRoot;

/** The build this page runs, once the first status answer named it. */
export const selectBuildHash = (state: State) => state.appStatus.currentHash;
export const selectRestartPrompt = (state: State) => state.appStatus.restartPrompt;
export const selectAppStatusCheck = (state: State) => state.appStatus.lastCheck;
export const selectFeaturesLoaded = (state: State) => state.appStatus.featuresLoaded;

/** An unknown flag counts as off (`useFeatureFlag` logs the warning; pinned by sagas.test.ts). */
export const selectFeatureEnabled = (state: State, key: string): boolean =>
  state.appStatus.features[key] === true;

export const selectFeatureKnown = (state: State, key: string): boolean =>
  key in state.appStatus.features;
