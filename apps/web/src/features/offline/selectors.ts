import type { OfflineState } from './slice';

type State = { offline: OfflineState };

export const selectSaving = (state: State, moduleId: number) => state.offline.saving[moduleId];
export const selectSavedModules = (state: State) => state.offline.saved;
export const selectSavedModule = (state: State, moduleId: number) =>
  state.offline.saved.find((entry) => entry.id === moduleId);
export const selectSpace = (state: State) => state.offline.space;
export const selectPersisted = (state: State) => state.offline.persisted;
export const selectOnline = (state: State) => state.offline.online;
