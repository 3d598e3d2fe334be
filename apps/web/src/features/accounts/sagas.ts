import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  organizationSearchRequested,
  passwordChangeSubmitted,
  profileOpened,
  profileSubmitted,
  recoveryOpened,
  recoveryPasswordSubmitted,
  recoveryRequested,
  signonSubmitted,
  signupSubmitted,
  verificationOpened,
  verificationSubmitted,
} from './slice';
import {
  changePassword,
  checkVerification,
  completeVerification,
  loadProfile,
  requestRecovery,
  saveProfile,
  setPassword,
  signon,
  startOrganizationSearch,
  signup,
  verifyKey,
} from './workers';

/** Every submit is `takeLeading` (a second submit while one runs is ignored); loads are `takeLatest`. */
export function* accountsSaga() {
  yield all([
    takeLeading(signonSubmitted.type, signon),
    takeLeading(signupSubmitted.type, signup),
    takeLatest(verificationOpened.type, checkVerification),
    takeLeading(verificationSubmitted.type, completeVerification),
    takeLatest(recoveryOpened.type, verifyKey),
    takeLeading(recoveryRequested.type, requestRecovery),
    takeLeading(recoveryPasswordSubmitted.type, setPassword),
    takeLatest(profileOpened.type, loadProfile),
    takeLeading(profileSubmitted.type, saveProfile),
    takeLeading(passwordChangeSubmitted.type, changePassword),
    takeLeading(organizationSearchRequested.type, startOrganizationSearch),
  ]);
}
