import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user as far as the shell needs it; the accounts area feeds it. */
export interface SessionUser {
  id?: number;
  first_name?: string;
  email: string;
  roles: string[];
  country?: string;
}

export interface SessionState {
  user: SessionUser | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, { payload }: PayloadAction<SessionUser>) {
      state.user = payload;
    },
    profileSaved(state, { payload }: PayloadAction<Partial<SessionUser>>) {
      if (state.user) Object.assign(state.user, payload);
    },
    logoutRequested() {},
    sessionEnded(state) {
      state.user = null;
    },
  },
});

export const { sessionStarted, profileSaved, logoutRequested, sessionEnded } = sessionSlice.actions;
