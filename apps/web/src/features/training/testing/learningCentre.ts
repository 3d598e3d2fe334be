import { completeLesson, createApiClient, getPlaylist, type ApiClient } from '@campus/api-client';
import { withFaults, type FaultyFetch } from '@campus/api-client/testing';
import { createSession } from '@campus/auth';
import { memoryCookies, memoryStorage } from '@campus/auth/testing';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
import { createAppStore, type AppStore } from '../../../app/store';
import { testServices } from '../../../app/testing';
import { QUEUE_KEY } from '../progress/start';
import { MEMBER_EMAIL } from '../../../testing/kit';
import { lessonOpened } from '../lessons';

/*
 * What the saga tests of the Learning Centre's rooms share: a real server for the test file, the
 * demo member's own client to set up and read back progress on it, and a store started as after a
 * remembered login. Demo modules hold four lessons each, article and video in turn
 * (apps/server/src/seed/training.ts); every test works on a module of its own, so the member's
 * progress on one server stays apart.
 */

let campus: Campus;
let member: ApiClient;
let store: AppStore | undefined;
let faults: FaultyFetch;
const onLine = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

/** Starts the file's server and signs the demo member in on it; call at the top of a test file. */
export function withLearningCentreServer() {
  beforeAll(async () => {
    campus = await startCampus();
    const token = await campus.login(MEMBER_EMAIL);
    member = createApiClient({ baseUrl: campus.baseUrl, getToken: () => token });
  });
  afterEach(() => {
    store?.rootTask.cancel();
    if (onLine) Object.defineProperty(globalThis, 'navigator', onLine);
    else delete (globalThis as { navigator?: unknown }).navigator;
  });
  afterAll(() => campus.close());
}

/** The demo member's own client, to set up and read back progress on the server. */
export const memberClient = () => member;

/** The faults of the store started last, and the calls it made. */
export const lastFaults = () => faults;

/** Completes lessons of a module on the server, as the member did on another day. */
export async function completedBefore(playlistId: number, lessonIds: number[]) {
  for (const lesson_id of lessonIds)
    await completeLesson(member, {
      lesson_id,
      lesson_blog_id: 1,
      playlist_id: playlistId,
      playlist_blog_id: 1,
    });
}

/** The demo member signed in before the page starts, as after a remembered login. */
export async function start(
  stored: Record<string, string> | ((memberId: number) => Record<string, string>) = {},
) {
  faults = withFaults();
  const holder: { token: () => string | null } = { token: () => null };
  const api = createApiClient({
    baseUrl: campus.baseUrl,
    fetch: faults.fetch,
    getToken: () => holder.token(),
    retry: { retries: 0, baseDelayMs: 1 },
  });
  const session = createSession({
    client: api,
    storage: memoryStorage(),
    cookies: memoryCookies(),
    events: null,
  });
  holder.token = () => session.getToken();
  await session.login({ user_email: MEMBER_EMAIL, password: DEMO_PASSWORD, rememberMe: true });
  const memberId = session.getCurrentUser().id;
  if (memberId === null) throw new Error(`${MEMBER_EMAIL} is not signed in`);
  const kit = testServices({ api, session });
  const items = typeof stored === 'function' ? stored(memberId) : stored;
  for (const [key, value] of Object.entries(items)) kit.services.storage.setItem(key, value);
  store = createAppStore(kit.services);
  return { ...kit, store, memberId };
}

export const open = (s: AppStore, moduleKey: string, lessonKey: string) =>
  s.dispatch(
    lessonOpened({ moduleKey, lessonKey, pathname: `/training/${moduleKey}/${lessonKey}` }),
  );
export const queued = (stored: Map<string, string>) =>
  JSON.parse(stored.get(QUEUE_KEY) ?? '[]') as Array<{ lesson_id: number }>;
export const completions = () =>
  faults.calls.filter((call) => call === 'POST /wp/v2/playlist/lesson-complete');
export const completeOnServer = async (moduleKey: string) =>
  (await getPlaylist(member, moduleKey)).lessons.filter((l) => l.complete).map((l) => l.id);
