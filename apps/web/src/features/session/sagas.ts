import { logout } from '@campus/api-client';
import { call, put, takeLeading } from 'redux-saga/effects';
import { getServices } from '../../app/services';
import { logoutRequested, sessionEnded } from './slice';

/** Spec 1 §2: logout clears the session and goes to /user/signon with a logout flag. */
function* signOut() {
  const { api, navigate } = yield* getServices();
  try {
    yield call(logout, api);
  } catch (error) {
    // The client answers logout locally; a failure here must still end the session in the app.
    console.error('Logout failed; ending the session locally.', error);
  }
  yield put(sessionEnded());
  yield call(navigate, '/user/signon?logout=true');
}

export function* sessionSaga() {
  yield takeLeading(logoutRequested.type, signOut);
}
