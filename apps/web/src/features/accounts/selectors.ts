import type { AccountsState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
type State = { accounts: AccountsState };

export const selectSignon = (state: State) => state.accounts.signon;
export const selectSignup = (state: State) => state.accounts.signup;
export const selectVerify = (state: State) => state.accounts.verify;
export const selectRecover = (state: State) => state.accounts.recover;
export const selectProfile = (state: State) => state.accounts.profile;
export const selectPasswordChange = (state: State) => state.accounts.password;
export const selectPasswordSaved = (state: State) => state.accounts.password.status === 'saved';
