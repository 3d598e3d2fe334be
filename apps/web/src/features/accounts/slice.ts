import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile, RoleOption, SignupPayload, VerificationData } from '@campus/api-client';

/** A failure as the screens show it: the server's message and code. */
export interface AccountsError {
  code: string;
  message: string;
}

export type SignonStatus = 'idle' | 'loading' | 'success' | 'error';
export type SignupStatus = 'create' | 'submitting' | 'complete' | 'error';
/** The verification states, plus `checking` while the code is checked before the screen opens. */
export type VerifyStatus =
  | 'checking'
  | 'error'
  | 'verifying'
  | 'setPassword'
  | 'getStarted'
  | 'complete'
  | 'supportCoupleRegistered';

/** The recovery page's modes. */
export enum RecoveryMode {
  Recover = 0,
  Verifying = 1,
  Reset = 2,
  Complete = 3,
}

/** Which of the recovery texts is on screen. */
export type RecoveryNotice = 'verificationSent' | 'verificationFailed' | 'completed' | null;

export interface LoginRequest {
  user_email: string;
  password: string;
  rememberMe: boolean;
  options: { skipSalesForce: boolean; isAdminQA: boolean };
  /** The navigation-state redirect the sign-on screen was opened with. */
  redirect?: unknown;
}

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  mobileNumber: string;
  birthday: string | null;
  country: number | null;
  locality: number | null;
  organizationId: number | null;
  /** The member's self-described role, kept as the `role` preference. */
  role: string;
}

export interface AccountsState {
  signon: { status: SignonStatus; error: AccountsError | null };
  signup: { status: SignupStatus; message: string | null; code: string | null };
  verify: {
    code: string | null;
    status: VerifyStatus;
    data: VerificationData | null;
    error: string | null;
  };
  recover: {
    mode: RecoveryMode;
    busy: boolean;
    notice: RecoveryNotice;
    error: string | null;
    email: string;
    role: string | null;
    key: string | null;
    login: string | null;
  };
  profile: {
    status: 'idle' | 'loading' | 'ready' | 'error';
    profile: Profile | null;
    roles: RoleOption[];
    error: string | null;
    saving: boolean;
    saved: boolean;
    saveError: string | null;
    /** The organization search, loaded when the member asks to change their organization. */
    organizationSearch: 'idle' | 'loading' | 'ready';
  };
  password: { status: 'idle' | 'saving' | 'saved' | 'error'; error: string | null };
}

const initialState: AccountsState = {
  signon: { status: 'idle', error: null },
  signup: { status: 'create', message: null, code: null },
  verify: { code: null, status: 'checking', data: null, error: null },
  recover: {
    mode: RecoveryMode.Recover,
    busy: false,
    notice: null,
    error: null,
    email: '',
    role: null,
    key: null,
    login: null,
  },
  profile: {
    status: 'idle',
    profile: null,
    roles: [],
    error: null,
    saving: false,
    saved: false,
    saveError: null,
    organizationSearch: 'idle',
  },
  password: { status: 'idle', error: null },
};

export const accountsSlice = createSlice({
  name: 'accounts',
  initialState,
  reducers: {
    signonOpened(state) {
      state.signon = initialState.signon;
    },
    signonSubmitted(state, _action: PayloadAction<LoginRequest>) {
      state.signon = { status: 'loading', error: null };
    },
    signonSucceeded(state) {
      state.signon = { status: 'success', error: null };
    },
    signonFailed(state, { payload }: PayloadAction<AccountsError>) {
      state.signon = { status: 'error', error: payload };
    },

    signupOpened(state) {
      state.signup = initialState.signup;
    },
    signupSubmitted(state, _action: PayloadAction<SignupPayload>) {
      state.signup = { status: 'submitting', message: null, code: null };
    },
    signupSucceeded(state, { payload }: PayloadAction<{ message: string | null }>) {
      state.signup = { status: 'complete', message: payload.message, code: 'success' };
    },
    signupFailed(state, { payload }: PayloadAction<AccountsError>) {
      state.signup = { status: 'error', message: payload.message, code: payload.code };
    },

    verificationOpened(state, { payload }: PayloadAction<{ code: string }>) {
      state.verify = { ...initialState.verify, code: payload.code };
    },
    verificationChecked(state, { payload }: PayloadAction<VerificationData>) {
      state.verify.data = payload;
      state.verify.status = payload.source === 'survey' ? 'setPassword' : 'getStarted';
    },
    verificationSubmitted(state, _action: PayloadAction<{ password?: string }>) {
      state.verify.status = 'verifying';
      state.verify.error = null;
    },
    verificationCompleted(state, { payload }: PayloadAction<{ supportCouple: boolean }>) {
      state.verify.status = payload.supportCouple ? 'supportCoupleRegistered' : 'complete';
    },
    verificationFailed(state, { payload }: PayloadAction<string>) {
      state.verify.status = 'error';
      state.verify.error = payload;
    },
    verificationRetried(state) {
      state.verify.status = state.verify.data?.source === 'survey' ? 'setPassword' : 'getStarted';
      state.verify.error = null;
    },

    recoveryOpened(
      state,
      { payload }: PayloadAction<{ key: string | null; login: string | null }>,
    ) {
      // Field by field, so that opening the screen afresh leaves the state as it is and the
      // screen is not drawn again at once as it hydrates (apps/web README, "Lighthouse budgets").
      Object.assign(state.recover, initialState.recover, {
        key: payload.key,
        login: payload.login,
        mode: payload.key && payload.login ? RecoveryMode.Verifying : initialState.recover.mode,
      });
    },
    recoveryRequested(state, _action: PayloadAction<{ email: string }>) {
      state.recover.busy = true;
      state.recover.error = null;
      state.recover.notice = null;
    },
    recoverySent(state, { payload }: PayloadAction<{ role: string | null }>) {
      state.recover.busy = false;
      state.recover.mode = RecoveryMode.Recover;
      state.recover.notice = 'verificationSent';
      state.recover.role = payload.role;
    },
    recoveryKeyVerified(state, { payload }: PayloadAction<{ email: string; role: string | null }>) {
      state.recover.mode = RecoveryMode.Reset;
      state.recover.email = payload.email;
      state.recover.role = payload.role;
    },
    recoveryKeyRefused(state) {
      state.recover.mode = RecoveryMode.Recover;
      state.recover.notice = 'verificationFailed';
    },
    recoveryPasswordSubmitted(state, _action: PayloadAction<{ password: string }>) {
      state.recover.busy = true;
      state.recover.error = null;
    },
    recoveryCompleted(state, { payload }: PayloadAction<{ role: string | null }>) {
      state.recover.busy = false;
      state.recover.mode = RecoveryMode.Complete;
      state.recover.notice = 'completed';
      state.recover.role = payload.role ?? state.recover.role;
    },
    recoveryFailed(state, { payload }: PayloadAction<string>) {
      state.recover.busy = false;
      state.recover.error = payload;
    },

    profileOpened(state) {
      state.profile.status = 'loading';
      state.profile.error = null;
      state.profile.saved = false;
      state.profile.saveError = null;
      state.password = initialState.password;
    },
    profileLoaded(state, { payload }: PayloadAction<{ profile: Profile; roles: RoleOption[] }>) {
      state.profile.status = 'ready';
      state.profile.profile = payload.profile;
      state.profile.roles = payload.roles;
    },
    profileLoadFailed(state, { payload }: PayloadAction<string>) {
      state.profile.status = 'error';
      state.profile.error = payload;
    },
    profileSubmitted(state, _action: PayloadAction<ProfileUpdate>) {
      state.profile.saving = true;
      state.profile.saved = false;
      state.profile.saveError = null;
    },
    profileUpdated(state, { payload }: PayloadAction<Profile>) {
      state.profile.saving = false;
      state.profile.saved = true;
      state.profile.profile = payload;
    },
    profileUpdateFailed(state, { payload }: PayloadAction<string>) {
      state.profile.saving = false;
      state.profile.saveError = payload;
    },
    /** The profile's organization is to be changed: its search area starts (`workers.ts`). */
    organizationSearchRequested(state) {
      if (state.profile.organizationSearch === 'idle') state.profile.organizationSearch = 'loading';
    },
    organizationSearchStarted(state) {
      state.profile.organizationSearch = 'ready';
    },
    profileNoticeDismissed(state) {
      state.profile.saved = false;
      if (state.password.status === 'saved') state.password.status = 'idle';
    },

    passwordChangeSubmitted(
      state,
      _action: PayloadAction<{ password: string; oldPassword: string }>,
    ) {
      state.password = { status: 'saving', error: null };
    },
    passwordChanged(state) {
      state.password = { status: 'saved', error: null };
    },
    passwordChangeFailed(state, { payload }: PayloadAction<string>) {
      state.password = { status: 'error', error: payload };
    },
  },
});

export const {
  signonOpened,
  signonSubmitted,
  signonSucceeded,
  signonFailed,
  signupOpened,
  signupSubmitted,
  signupSucceeded,
  signupFailed,
  verificationOpened,
  verificationChecked,
  verificationSubmitted,
  verificationCompleted,
  verificationFailed,
  verificationRetried,
  recoveryOpened,
  recoveryRequested,
  recoverySent,
  recoveryKeyVerified,
  recoveryKeyRefused,
  recoveryPasswordSubmitted,
  recoveryCompleted,
  recoveryFailed,
  profileOpened,
  profileLoaded,
  profileLoadFailed,
  profileSubmitted,
  profileUpdated,
  profileUpdateFailed,
  profileNoticeDismissed,
  organizationSearchRequested,
  organizationSearchStarted,
  passwordChangeSubmitted,
  passwordChanged,
  passwordChangeFailed,
} = accountsSlice.actions;
