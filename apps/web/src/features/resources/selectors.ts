import type { RootState } from '../../app/store';
import { libraryKey, sameChoice } from './slice';

export const selectResources = (state: RootState) => state.resources;

/** A document that skips its preview downloads at once and never shows the modal (spec 1 §4). */
export const selectModalResource = (state: RootState) => {
  const { open, skipPreview } = state.resources;
  return open && (open.type === 'video' || !skipPreview) ? open : null;
};

export const selectDeniedResource = (state: RootState) => state.resources.denied;

/** A shared address whose resource could not be loaded. */
export const selectFailedShare = (state: RootState) =>
  state.resources.shared?.status === 'failed' ? state.resources.shared : null;

export const selectLibrary = (state: RootState, bucket?: string) => state.resources.libraries[libraryKey(bucket)];

export const selectChosenOption = (state: RootState) => {
  const { options, choice } = state.resources;
  return choice ? options.find((o) => sameChoice(o, choice)) : undefined;
};
