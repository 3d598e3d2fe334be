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
  /** The `playback_rate` preference: the player's speed the member chose on any device. */
  playbackRate?: number;
  /** The token's actions list (`data.options.actions`): extra menu actions the site allows. */
  actions?: string[];
}

export interface SessionState {
  user: SessionUser | null;
  /** The blocked-role modal's text while it is open. */
  blockedMessage: string | null;
  /** The players' speed: the member's saved choice, or this browser's (`shell/sagas.ts`). */
  playbackRate: number;
}

const initialState: SessionState = { user: null, blockedMessage: null, playbackRate: 1 };

/** The speeds the player offers; the server refuses others. */
export const isPlaybackRate = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0.5 && value <= 2;

/** A member's saved speed, from any device, applies as soon as their profile is known. */
const applyUser = (state: SessionState, user: SessionUser) => {
  state.user = user;
  if (isPlaybackRate(user.playbackRate)) state.playbackRate = user.playbackRate;
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A login, in this tab or another, or a stored session found at start-up. */
    sessionStarted(state, { payload }: PayloadAction<SessionUser>) {
      applyUser(state, payload);
    },
    /** The session learned more about the same user (profile reloaded, token verified). */
    sessionUserUpdated(state, { payload }: PayloadAction<SessionUser>) {
      applyUser(state, payload);
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
    /** A visitor's speed read from this browser at start. */
    playbackRateLoaded(state, { payload }: PayloadAction<number>) {
      state.playbackRate = payload;
    },
    /** A speed chosen in a player, kept for next time (`shell/sagas.ts`). */
    playbackRateChosen(state, { payload }: PayloadAction<number>) {
      state.playbackRate = payload;
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
  playbackRateLoaded,
  playbackRateChosen,
} = sessionSlice.actions;
