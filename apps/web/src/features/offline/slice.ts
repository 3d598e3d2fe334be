import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SavedModule } from '../../kit/savedContent';

/** Where saving one module stands (README, "Offline"). */
export type Saving =
  | { phase: 'measuring' }
  /** The download size is known: the member says Save or Cancel. */
  | { phase: 'confirming'; bytes: number }
  | { phase: 'saving'; bytes: number; done: number }
  | { phase: 'failed' };

export interface OfflineState {
  /** By module id, while the member saves it. */
  saving: Record<number, Saving>;
  /** The member's saved modules, as this browser's list has them. */
  saved: SavedModule[];
  /** What the browser says of its storage; null until asked, or where it cannot tell. */
  space: { usage: number; quota: number } | null;
  /** Whether the browser promised to keep saved modules; null until asked. */
  persisted: boolean | null;
  online: boolean;
}

const initialState: OfflineState = {
  saving: {},
  saved: [],
  space: null,
  persisted: null,
  online: true,
};

export interface ModuleToSave {
  /** The key the module's address names it by (its slug), as its screens read it. */
  moduleKey: string;
  moduleId: number;
}

export const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    saveModuleAsked(state, { payload }: PayloadAction<ModuleToSave>) {
      state.saving[payload.moduleId] = { phase: 'measuring' };
    },
    saveSizeMeasured(state, { payload }: PayloadAction<{ moduleId: number; bytes: number }>) {
      state.saving[payload.moduleId] = { phase: 'confirming', bytes: payload.bytes };
    },
    saveConfirmed(state, { payload }: PayloadAction<{ moduleId: number }>) {
      const saving = state.saving[payload.moduleId];
      if (saving?.phase === 'confirming') {
        state.saving[payload.moduleId] = { phase: 'saving', bytes: saving.bytes, done: 0 };
      }
    },
    saveCancelled(state, { payload }: PayloadAction<{ moduleId: number }>) {
      delete state.saving[payload.moduleId];
    },
    saveProgressed(state, { payload }: PayloadAction<{ moduleId: number; done: number }>) {
      const saving = state.saving[payload.moduleId];
      if (saving?.phase === 'saving') saving.done = payload.done;
    },
    saveFailed(state, { payload }: PayloadAction<{ moduleId: number }>) {
      state.saving[payload.moduleId] = { phase: 'failed' };
    },
    moduleSaved(state, { payload }: PayloadAction<SavedModule>) {
      delete state.saving[payload.id];
      state.saved = [...state.saved.filter((entry) => entry.id !== payload.id), payload];
    },
    removeModuleAsked(_state, _action: PayloadAction<{ moduleId: number }>) {},
    moduleRemoved(state, { payload }: PayloadAction<{ moduleId: number }>) {
      state.saved = state.saved.filter((entry) => entry.id !== payload.moduleId);
    },
    savedListRead(state, { payload }: PayloadAction<SavedModule[]>) {
      state.saved = payload;
    },
    spaceRead(state, { payload }: PayloadAction<OfflineState['space']>) {
      state.space = payload;
    },
    persistenceAnswered(state, { payload }: PayloadAction<boolean>) {
      state.persisted = payload;
    },
    connectionChanged(state, { payload }: PayloadAction<boolean>) {
      state.online = payload;
    },
  },
});

export const {
  saveModuleAsked,
  saveSizeMeasured,
  saveConfirmed,
  saveCancelled,
  saveProgressed,
  saveFailed,
  moduleSaved,
  removeModuleAsked,
  moduleRemoved,
  savedListRead,
  spaceRead,
  persistenceAnswered,
  connectionChanged,
} = offlineSlice.actions;
