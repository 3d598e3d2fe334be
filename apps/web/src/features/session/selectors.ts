import type { SessionState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
type State = { session: SessionState };

export const selectUser = (state: State) => state.session.user;
export const selectUserOrganizationId = (state: State) => state.session.user?.organizationId;
export const selectLoggedIn = (state: State) => state.session.user !== null;
export const selectIsAdministrator = (state: State) =>
  state.session.user?.roles.includes('administrator') ?? false;
/** The profile link shows the first name, or the e-mail when there is none. */
export const selectProfileLabel = (state: State) =>
  state.session.user ? state.session.user.first_name?.trim() || state.session.user.email : null;
/**
 * Create a Course shows signed out, or when the actions list allows it. The list is the
 * token's `data.options.actions`; a site that sends none offers it to visitors only.
 */
export const selectMayCreateCourse = (state: State) =>
  state.session.user === null || (state.session.user.actions ?? []).includes('create-course');
export const selectBlockedMessage = (state: State) => state.session.blockedMessage;
/** Translators and administrators see the Learning Centre even where the theme disables it. */
export const selectSeesTrainingDespiteTheme = (state: State) =>
  state.session.user?.canViewTraining === true;
