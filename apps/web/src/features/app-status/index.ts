export { appStatusSlice, restartRequested, staleBuildDetected } from './slice';
export { appStatusSaga } from './sagas';
export { RestartNotice } from './RestartNotice';
export {
  selectAppStatusCheck,
  selectFeatureEnabled,
  selectFeatureKnown,
  selectFeaturesLoaded,
  selectRestartPrompt,
} from './selectors';
export { useFeatureFlag } from './useFeatureFlag';
