import { savePreference, type UserPreferences } from '@campus/api-client';
import type { TranscriptCue } from '@campus/player/transcript';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { getServices } from '../../kit/services';
import { selectLoggedIn, sessionStarted, sessionUserUpdated } from '../session';
import {
  isPlaybackRate,
  playbackRateChosen,
  playbackRateLoaded,
  selectTranscript,
  transcriptFailed,
  transcriptLoaded,
  transcriptRequested,
  type TranscriptState,
} from './slice';

/** A visitor's speed stays in this browser; a member's is their `playback_rate` preference. */
export const PLAYBACK_RATE_KEY = 'campus_playback_rate';
export const PLAYBACK_RATE_PREFERENCE = 'playback_rate';

/**
 * The speed kept for whoever is here: a member's saved preference (from any device, as their stored
 * profile has it), else this browser's. A member without one keeps the speed already in use.
 */
function* applyKeptRate() {
  const { session, storage } = yield* getServices();
  const loggedIn: boolean = yield select(selectLoggedIn);
  const saved = loggedIn
    ? session.getState().profile?.preferences?.[PLAYBACK_RATE_PREFERENCE]
    : Number(storage.getItem(PLAYBACK_RATE_KEY));
  if (isPlaybackRate(saved)) yield put(playbackRateLoaded(saved));
}

/**
 * A speed chosen in a player is kept: a member's on the server, so every device of theirs plays at
 * it (the session's stored profile takes the answer, as for the colour mode); a visitor's in this
 * browser.
 */
function* saveRate({ payload }: PayloadAction<number>) {
  const { api, session, storage } = yield* getServices();
  const loggedIn: boolean = yield select(selectLoggedIn);
  if (!loggedIn) {
    yield call([storage, storage.setItem], PLAYBACK_RATE_KEY, String(payload));
    return;
  }
  try {
    const preferences: UserPreferences = yield call(savePreference, api, {
      key: PLAYBACK_RATE_PREFERENCE,
      value: payload,
    });
    const { profile } = session.getState();
    if (profile) yield call([session, session.setProfile], { ...profile, preferences });
  } catch (error) {
    console.error('The playback speed could not be saved.', error);
  }
}

/**
 * A caption file's lines; a file the server does not answer with is an error. The reader comes
 * with the transcript's own chunk, which the member has just asked for.
 */
async function readCaptions(src: string): Promise<TranscriptCue[]> {
  const [response, { parseVtt }] = await Promise.all([
    fetch(src),
    import('@campus/player/transcript'),
  ]);
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  return parseVtt(await response.text());
}

/** Reads an opened transcript's caption file, once while it is in hand. */
function* loadTranscript({ payload: src }: PayloadAction<string>) {
  const known: TranscriptState | undefined = yield select(selectTranscript, src);
  if (known?.status === 'ready') return;
  try {
    const cues: TranscriptCue[] = yield call(readCaptions, src);
    yield put(transcriptLoaded({ src, cues }));
  } catch (error) {
    console.error('The transcript could not be loaded.', error);
    yield put(transcriptFailed(src));
  }
}

export function* playbackSaga() {
  yield call(applyKeptRate);
  // A sign-in (here or in another tab) or a reread profile brings the member's saved speed.
  yield takeLatest([sessionStarted.type, sessionUserUpdated.type], applyKeptRate);
  yield takeLatest(playbackRateChosen.type, saveRate);
  yield takeEvery(transcriptRequested.type, loadTranscript);
}
