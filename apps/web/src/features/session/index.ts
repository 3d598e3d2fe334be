export { sessionSlice, sessionStarted, sessionEnded, profileSaved, logoutRequested } from './slice';
export type { SessionUser } from './slice';
export { selectUser, selectLoggedIn, selectIsAdministrator, selectProfileLabel } from './selectors';
export { sessionSaga } from './sagas';
