import type { SessionState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
type State = { session: SessionState };

export const selectUser = (state: State) => state.session.user;
export const selectUserOrganizationId = (state: State) => state.session.user?.organizationId;
export const selectLoggedIn = (state: State) => state.session.user !== null;
export const selectIsAdministrator = (state: State) =>
  state.session.user?.roles.includes('administrator') ?? false;
/** Spec 1 §2: the profile link shows the first name, or the e-mail when there is none. */
export const selectProfileLabel = (state: State) =>
  state.session.user ? state.session.user.first_name?.trim() || state.session.user.email : null;
export const selectBlockedMessage = (state: State) => state.session.blockedMessage;
/** Spec 2 §6: translators and administrators see the Learning Centre even where the theme disables it. */
export const selectSeesTrainingDespiteTheme = (state: State) =>
  state.session.user?.canViewTraining === true;
