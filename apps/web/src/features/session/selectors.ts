import type { RootState } from '../../app/store';

export const selectUser = (state: RootState) => state.session.user;
export const selectLoggedIn = (state: RootState) => state.session.user !== null;
export const selectIsAdministrator = (state: RootState) =>
  state.session.user?.roles.includes('administrator') ?? false;
/** Spec 1 §2: the profile link shows the first name, or the e-mail when there is none. */
export const selectProfileLabel = (state: RootState) =>
  state.session.user ? state.session.user.first_name?.trim() || state.session.user.email : null;
export const selectBlockedMessage = (state: RootState) => state.session.blockedMessage;
/** Spec 2 §6: translators and administrators see the Learning Centre even where the theme disables it. */
export const selectSeesTrainingDespiteTheme = (state: RootState) => state.session.user?.canViewTraining === true;
