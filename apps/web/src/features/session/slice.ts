import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user as the app's screens need it; fed from the `@campus/auth` session. */
export interface SessionUser {
  id?: number;
  first_name?: string;
  email: string;
  roles: string[];
  country?: string;
  organizationId?: number | null;
  canViewTraining?: boolean;
  /** `courseStats.activeCourses` of the profile: where a member lands after signing in. */
  activeCourses?: number;
  /** The `color_mode` preference the member saved (any device), as the server has it. */
  colorMode?: string;
  /** The token's actions list (`data.options.actions`): extra menu actions the site allows. */
  actions?: string[];
}

export interface SessionState {
  user: SessionUser | null;
  /** The blocked-role modal's text while it is open. */
  blockedMessage: string | null;
}

const initialState: SessionState = { user: null, blockedMessage: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A login, in this tab or another, or a stored session found at start-up. */
    sessionStarted(state, { payload }: PayloadAction<SessionUser>) {
      state.user = payload;
    },
    /** The session learned more about the same user (profile reloaded, token verified). */
    sessionUserUpdated(state, { payload }: PayloadAction<SessionUser>) {
      state.user = payload;
    },
    /** The member saved their profile; the customer-chat tool is told. */
    profileSaved(state, { payload }: PayloadAction<Partial<SessionUser>>) {
      if (state.user) Object.assign(state.user, payload);
    },
    logoutRequested() {},
    sessionEnded(state) {
      state.user = null;
    },
    blockedRoleShown(state, { payload }: PayloadAction<string>) {
      state.blockedMessage = payload;
    },
    blockedRoleDismissed(state) {
      state.blockedMessage = null;
    },
  },
});

export const {
  sessionStarted,
  sessionUserUpdated,
  profileSaved,
  logoutRequested,
  sessionEnded,
  blockedRoleShown,
  blockedRoleDismissed,
} = sessionSlice.actions;
