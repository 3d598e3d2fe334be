import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import {
  selectFeatureEnabled,
  selectFeatureKnown,
  selectFeaturesLoaded,
  type AppStatusRoot,
} from './selectors';

const warned = new Set<string>();

/** An unknown flag is logged once and counts as off (pinned by useFeatureFlag.test.tsx). */
export function useFeatureFlag(key: string): boolean {
  const loaded = useSelector(selectFeaturesLoaded);
  const known = useSelector((state: AppStatusRoot) => selectFeatureKnown(state, key));
  const enabled = useSelector((state: AppStatusRoot) => selectFeatureEnabled(state, key));
  useEffect(() => {
    if (loaded && !known && !warned.has(key)) {
      warned.add(key);
      console.warn(`Unknown feature flag "${key}"; treating it as off.`);
    }
  }, [loaded, known, key]);
  return enabled;
}
