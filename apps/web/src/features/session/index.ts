export {
  sessionSlice,
  sessionStarted,
  sessionUserUpdated,
  sessionEnded,
  profileSaved,
  logoutRequested,
  blockedRoleShown,
  blockedRoleDismissed,
} from './slice';
export type { SessionUser } from './slice';
export {
  selectUser,
  selectLoggedIn,
  selectMayCreateCourse,
  selectUserOrganizationId,
  selectIsAdministrator,
  selectProfileLabel,
  selectBlockedMessage,
  selectSeesTrainingDespiteTheme,
} from './selectors';
export { sessionSaga, toSessionUser } from './sagas';
export { BlockedRoleModal } from './BlockedRoleModal';
