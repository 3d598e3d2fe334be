/** @jest-environment node */
import { until } from '@campus/api-client/testing';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
import { createAppStore, type AppStore } from '../../app/store';
import type { campusServices } from '../../testing/kit';
import { stopStore } from '../../testing/kit';
import { campusCountingSaves, preferencesOf } from '../../testing/preferences';
import { playbackRateChosen, transcriptRequested } from './slice';

let campus: Campus;
const stores: AppStore[] = [];

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => {
  stores.splice(0).forEach(stopStore);
});
afterAll(() => campus.close());

async function start(options: Parameters<typeof campusServices>[1] = {}) {
  const kit = await campusCountingSaves(campus, options);
  stores.push(kit.store);
  return kit;
}

test('a visitor’s playback speed stays in this browser and is read back at start', async () => {
  const first = await start({ signedIn: false });
  first.store.dispatch(playbackRateChosen(1.5));
  expect(await until(() => first.stored.get('campus_playback_rate') === '1.5')).toBe(true);
  expect(first.saves()).toBe(0);

  const again = createAppStore(first.services);
  stores.push(again);
  expect(again.getState().playback.rate).toBe(1.5);
});

test('a member’s playback speed is kept on the server and applies on another device', async () => {
  const newbie = 'newbie@campus.test';
  const { store, saves, browserStorage } = await start({ email: newbie });
  store.dispatch(playbackRateChosen(1.25));
  expect(await until(() => saves() === 1)).toBe(true);
  expect(await preferencesOf(campus, newbie)).toMatchObject({ playback_rate: 1.25 });

  // The same browser reloaded reads it from the stored profile.
  const reloaded = await start({ signedIn: false, browserStorage });
  expect(await until(() => reloaded.store.getState().playback.rate === 1.25)).toBe(true);

  // Another device: its own browser's speed gives way to the member's once they sign in.
  const other = await start({ signedIn: false });
  other.stored.set('campus_playback_rate', '2');
  const reread = createAppStore(other.services);
  stores.push(reread);
  expect(reread.getState().playback.rate).toBe(2);
  await other.services.session.login({ user_email: newbie, password: DEMO_PASSWORD });
  expect(await until(() => reread.getState().playback.rate === 1.25)).toBe(true);
});

test('an opened transcript is read from its caption file, and a missing file says so', async () => {
  const { store } = await start({ signedIn: false });
  const captions = `${campus.baseUrl}/media/captions-en.vtt`;
  store.dispatch(transcriptRequested(captions));
  expect(
    await until(() => store.getState().playback.transcripts[captions]?.status === 'ready'),
  ).toBe(true);
  expect(store.getState().playback.transcripts[captions]?.cues).toEqual([
    { start: 0, end: 2, text: 'Welcome to the evening.' },
    { start: 2, end: 4, text: "Let's begin with a question." },
  ]);

  const missing = `${campus.baseUrl}/media/captions-xx.vtt`;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  store.dispatch(transcriptRequested(missing));
  expect(
    await until(() => store.getState().playback.transcripts[missing]?.status === 'failed'),
  ).toBe(true);
  jest.restoreAllMocks();
});
