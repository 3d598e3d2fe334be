export { appStatusSlice, featuresConfigReceived } from './slice';
export type { AppStatusState } from './slice';
export { appStatusSaga } from './sagas';
export { RestartNotice } from './RestartNotice';
export {
  selectAppStatusCheck,
  selectBuildHash,
  selectFeatureEnabled,
  selectFeatureKnown,
  selectFeaturesLoaded,
  selectRestartPrompt,
} from './selectors';
export { useFeatureFlag } from './useFeatureFlag';
