import { savePreference, type UserPreferences } from '@campus/api-client';
import {
  actionChannel,
  call,
  fork,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { getServices } from '../kit/services';
import { codeGone } from '../kit/codeGone';
import { staleBuildDetected } from '../kit/events';
import { selectSearchPanelOpen } from './selectors';
import {
  colorModeChosen,
  colorModeLoaded,
  cookieConsentRead,
  cookiesAccepted,
  languageChosen,
  pageLoadWanted,
  searchPanelFailed,
  searchPanelToggled,
  type ColorMode,
} from './slice';
import {
  selectLoggedIn,
  selectUser,
  sessionStarted,
  sessionUserUpdated,
  type SessionUser,
} from '../features/session';

/** Consent is stored under cookies_agreed with the value 1 (pinned by Shell.test.tsx). */
export const COOKIE_CONSENT_KEY = 'cookies_agreed';
export const COLOR_MODE_KEY = 'campus_color_mode';
export const COLOR_MODE_PREFERENCE = 'color_mode';

const isColorMode = (value: unknown): value is ColorMode =>
  value === 'system' || value === 'light' || value === 'dark';

function* readStoredChoices() {
  const { storage } = yield* getServices();
  yield put(cookieConsentRead({ agreed: storage.getItem(COOKIE_CONSENT_KEY) === '1' }));
  const stored = storage.getItem(COLOR_MODE_KEY);
  if (isColorMode(stored)) yield put(colorModeLoaded(stored));
}

function* storeConsent() {
  const { storage } = yield* getServices();
  yield call([storage, storage.setItem], COOKIE_CONSENT_KEY, '1');
}

/** Choosing a language reloads the page with a lang query parameter (pinned by Shell.test.tsx). */
function* switchLanguage({ payload }: PayloadAction<string>) {
  const { browser } = yield* getServices();
  const url = new URL(browser.href());
  url.searchParams.set('lang', payload);
  yield call(browser.assign, url.toString());
}

function* loadPage({ payload }: PayloadAction<string>) {
  const { browser } = yield* getServices();
  yield call(browser.assign, payload);
}

/**
 * A signed-in user's choice is a user preference (POST /wp/v2/user/preferences), sent only when it
 * changed; a visitor's stays in this browser. The preferences the server answers with go into the
 * session's stored profile, which the next page load starts from: without them a reload would
 * apply the preferences the member signed in with.
 */
function* saveColorMode(saved: { value: ColorMode | null }, { payload }: PayloadAction<ColorMode>) {
  const { api, session, storage } = yield* getServices();
  const loggedIn: boolean = yield select(selectLoggedIn);
  if (!loggedIn) {
    yield call([storage, storage.setItem], COLOR_MODE_KEY, payload);
    return;
  }
  if (payload === saved.value) return;
  try {
    const preferences: UserPreferences = yield call(savePreference, api, {
      key: COLOR_MODE_PREFERENCE,
      value: payload,
    });
    saved.value = payload;
    const { profile } = session.getState();
    if (profile) yield call([session, session.setProfile], { ...profile, preferences });
  } catch (error) {
    console.error('The colour preference could not be saved.', error);
  }
}

/**
 * One save at a time, so a quick second choice is compared with what the server really has. A
 * member's saved choice (from the profile, on any device) is applied when the session starts or
 * the profile arrives, and counts as what the server has.
 */
function* saveColorModesInOrder() {
  const saved: { value: ColorMode | null } = { value: null };
  const choices: Channel<PayloadAction<ColorMode> | PayloadAction<SessionUser>> =
    yield actionChannel([colorModeChosen.type, sessionStarted.type, sessionUserUpdated.type]);
  // A session restored from this browser started before this saga listened (the session's saga
  // runs first): its member's choice is applied here, or a reload would show the default.
  const restored: SessionUser | null = yield select(selectUser);
  if (restored) yield call(applyPreferred, saved, restored);
  for (;;) {
    const action: PayloadAction<ColorMode> | PayloadAction<SessionUser> = yield take(choices);
    if (colorModeChosen.match(action)) yield call(saveColorMode, saved, action);
    else yield call(applyPreferred, saved, action.payload as SessionUser);
  }
}

function* applyPreferred(saved: { value: ColorMode | null }, user: SessionUser) {
  if (!isColorMode(user.colorMode)) return;
  saved.value = user.colorMode;
  yield put(colorModeLoaded(user.colorMode));
}

/**
 * The panel's form and popular terms belong to the search area, which loads on the first opening.
 * When its code cannot be had the panel says so, instead of the error taking the whole page down,
 * and the restart prompt appears when the server says a deploy removed it.
 */
function* startSearchForPanel() {
  const open: boolean = yield select(selectSearchPanelOpen);
  if (!open) return;
  const { areas } = yield* getServices();
  try {
    yield call([areas, areas.ensure], 'search');
  } catch (error) {
    yield put(searchPanelFailed());
    const gone = (yield call(codeGone, error)) as boolean;
    // Logged once the server has answered, so the log follows the decision (SearchPanelStale.test.tsx).
    console.error('The search panel could not be loaded.', error);
    if (gone) yield put(staleBuildDetected());
  }
}

export function* shellSaga() {
  yield call(readStoredChoices);
  yield takeEvery(cookiesAccepted.type, storeConsent);
  yield takeEvery(languageChosen.type, switchLanguage);
  yield takeEvery(pageLoadWanted.type, loadPage);
  yield takeLatest(searchPanelToggled.type, startSearchForPanel);
  yield fork(saveColorModesInOrder);
}
