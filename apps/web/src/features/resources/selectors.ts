import { libraryKey, type ResourcesState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
export type ResourcesRoot = { resources: ResourcesState };
type State = ResourcesRoot;

export const selectResources = (state: State) => state.resources;

/**
 * A document that skips its preview downloads at once and never shows the modal (pinned by
 * ResourceModal.test.tsx).
 */
export const selectModalResource = (state: State) => {
  const { open, skipPreview } = state.resources;
  return open && (open.type === 'video' || !skipPreview) ? open : null;
};

export const selectDeniedResource = (state: State) => state.resources.denied;

/** A shared address whose resource could not be loaded. */
export const selectFailedShare = (state: State) =>
  state.resources.shared?.status === 'failed' ? state.resources.shared : null;

export const selectLibrary = (state: State, bucket?: string) =>
  state.resources.libraries[libraryKey(bucket)];

export const selectRecentResources = (state: State) => state.resources.recent;
