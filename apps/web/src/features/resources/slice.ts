import type { Resource } from '@campus/api-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ResourcesState {
  /** The resource the modal shows, or null when it is closed. */
  open: Resource | null;
}

const initialState: ResourcesState = { open: null };

export const resourcesSlice = createSlice({
  name: 'resources',
  initialState,
  reducers: {
    /** Any area opens a resource (a card, a search result); the modal flow of spec 1 §4 follows. */
    resourceOpened(state, { payload }: PayloadAction<{ resource: Resource; skipPreview?: boolean }>) {
      state.open = payload.resource;
    },
    resourceClosed(state) {
      state.open = null;
    },
  },
});

export const { resourceOpened, resourceClosed } = resourcesSlice.actions;
