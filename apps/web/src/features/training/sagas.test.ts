/** @jest-environment node */
import {
  completeLesson,
  createApiClient,
  getLesson,
  getPlaylist,
  getVideo,
  saveLessonPosition,
  type ApiClient,
} from '@campus/api-client';
import { until, withFaults, type FaultyFetch } from '@campus/api-client/testing';
import { createSession } from '@campus/auth';
import { memoryCookies, memoryStorage } from '@campus/auth/testing';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { navigated } from '../../kit/events';
import { QUEUE_KEY } from '../../kit/storageKeys';
import { MEMBER_EMAIL } from '../../testing/kit';
import { PROGRESS_KEY } from './progress';
import { CHAT_EVENTS } from './sagas';
import {
  lessonHandedOver,
  lessonOpened,
  moduleRequested,
  moduleStarted,
  redoRequested,
  trainingVisited,
  videoWatched,
} from './slice';

/*
 * Demo modules hold four lessons each, article and video in turn (apps/server/src/seed/learning.ts). Every
 * test works on a module of its own, so the member's progress on one server stays apart.
 */

let campus: Campus;
/** The demo member's own client, to set up and read back progress on the server. */
let member: ApiClient;
let store: AppStore | undefined;
let faults: FaultyFetch;
const onLine = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

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

/** Completes lessons of a module on the server, as the member did on another day. */
async function completedBefore(playlistId: number, lessonIds: number[]) {
  for (const lesson_id of lessonIds)
    await completeLesson(member, {
      lesson_id,
      lesson_blog_id: 1,
      playlist_id: playlistId,
      playlist_blog_id: 1,
    });
}

/** The demo member signed in before the page starts, as after a remembered login. */
async function start(
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

const open = (s: AppStore, moduleKey: string, lessonKey: string) =>
  s.dispatch(
    lessonOpened({ moduleKey, lessonKey, pathname: `/training/${moduleKey}/${lessonKey}` }),
  );
const queued = (stored: Map<string, string>) =>
  JSON.parse(stored.get(QUEUE_KEY) ?? '[]') as Array<{ lesson_id: number }>;
const completions = () =>
  faults.calls.filter((call) => call === 'POST /wp/v2/playlist/lesson-complete');
const completeOnServer = async (moduleKey: string) =>
  (await getPlaylist(member, moduleKey)).lessons.filter((l) => l.complete).map((l) => l.id);

test('an article counts its seconds to its duration, is then complete on the server, and counts once', async () => {
  // Planning basics 1 (2002) is read for 240 s; the other three lessons were done before.
  await completedBefore(3000, [2000, 2001, 2003]);
  const { store, stored } = await start({
    [PROGRESS_KEY]: JSON.stringify({ lessons: { 2002: 239 }, videos: {} }),
  });
  open(store, 'module-welcome', 'planning-basics-1');
  expect(await until(() => completions().length === 1)).toBe(true);
  expect(JSON.parse(stored.get(PROGRESS_KEY)!).lessons['2002']).toBe(240);
  // Every lesson is now complete and the current one is an article: the Module Completed dialog.
  expect(store.getState().training.completionDialogOpen).toBe(true);
  expect(await until(() => store.getState().training.pending === 0)).toBe(true);
  expect(await completeOnServer('module-welcome')).toEqual([2000, 2001, 2002, 2003]);
  const onServer = await getLesson(member, 2002);
  expect(store.getState().training.completed[2002]).toBe(onServer.completed_on);

  // Leaving is handled as it is dispatched, and a completion is queued before it is sent: leaving
  // the completed article queues nothing.
  store.dispatch(navigated({ pathname: '/training/module-welcome', search: '' }));
  expect(store.getState().training.pending).toBe(0);
  expect(queued(stored)).toEqual([]);
  expect(completions()).toHaveLength(1);
});

test('leaving an article completes it, and the next article opens the dialog once the module is done', async () => {
  // Module Planning: both videos were watched before; its two articles take minutes to read.
  await completedBefore(3002, [2009, 2011]);
  const { store } = await start();
  open(store, 'module-planning', 'mentoring-basics-1');
  await until(() => store.getState().training.lesson.status === 'loaded');
  open(store, 'module-planning', 'service-basics-1');
  expect(await until(() => completions().length === 1)).toBe(true);
  expect(store.getState().training.completionDialogOpen).toBe(false);
  await until(() => store.getState().training.lesson.lesson?.id === 2010);
  open(store, 'module-planning', 'mentoring-basics-1');
  expect(await until(() => completions().length === 2)).toBe(true);
  expect(await until(() => store.getState().training.completionDialogOpen)).toBe(true);
  expect(await until(() => store.getState().training.pending === 0)).toBe(true);
  expect(await completeOnServer('module-planning')).toEqual([2008, 2009, 2010, 2011]);
});

test('a completion the server cannot take shows at once, waits in storage, and is replayed when it returns', async () => {
  const { store, stored } = await start();
  faults.fail({ match: 'POST /wp/v2/playlist/lesson-complete', fault: { status: 503 } });
  open(store, 'module-feedback', 'reflection-in-practice-1');
  await until(() => store.getState().training.lesson.status === 'loaded');
  store.dispatch(videoWatched({ lessonId: 2013 }));
  expect(store.getState().training.completed[2013]).toBeDefined();
  expect(await until(() => store.getState().training.pending === 1)).toBe(true);
  expect(queued(stored)).toMatchObject([{ lesson_id: 2013 }]);
  expect(await completeOnServer('module-feedback')).toEqual([]);

  faults.heal();
  expect(await until(() => store.getState().training.pending === 0, 5000)).toBe(true);
  expect(queued(stored)).toEqual([]);
  expect(await completeOnServer('module-feedback')).toEqual([2013]);
  const onServer = await getLesson(member, 2013);
  expect(store.getState().training.completed[2013]).toBe(onServer.completed_on);
});

test('a completion made offline waits in storage and reaches the server once the network is back', async () => {
  const { store, stored } = await start();
  open(store, 'module-listening', 'vision-in-practice-1');
  await until(() => store.getState().training.lesson.status === 'loaded');
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
  faults.fail({ match: '/', fault: 'network' });
  store.dispatch(videoWatched({ lessonId: 2005 }));
  expect(store.getState().training.completed[2005]).toBeDefined();
  expect(await until(() => store.getState().training.pending === 1)).toBe(true);
  expect(queued(stored)).toMatchObject([{ lesson_id: 2005 }]);
  expect(completions()).toHaveLength(1);

  Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });
  faults.heal();
  expect(await until(() => store.getState().training.pending === 0, 5000)).toBe(true);
  expect(queued(stored)).toEqual([]);
  expect(await completeOnServer('module-listening')).toEqual([2005]);
});

test('completions queued before a reload are shown and sent at start', async () => {
  const entry = (userId: number, lesson_id: number) => ({
    userId,
    lesson_id,
    lesson_blog_id: 1,
    playlist_id: 3004,
    playlist_blog_id: 1,
    completed_on: '2026-02-02T00:00:00Z',
  });
  const { store, stored, memberId } = await start((memberId) => ({
    [QUEUE_KEY]: JSON.stringify([entry(memberId, 2019), entry(memberId + 1, 2018)]),
  }));
  expect(store.getState().training.completed[2019]).toBe('2026-02-02T00:00:00Z');
  expect(await until(() => completions().length === 1)).toBe(true);
  // Another member's completion on this browser is not theirs to send.
  expect(await until(() => queued(stored).length === 1)).toBe(true);
  expect(queued(stored)).toMatchObject([{ userId: memberId + 1, lesson_id: 2018 }]);
  expect(await completeOnServer('module-conflict')).toEqual([2019]);
});

test('a video resumes at the position the server saved for the member', async () => {
  await saveLessonPosition(member, 2021, { position: 2.5, duration: 4 });
  const { store } = await start();
  open(store, 'module-vision', '2021');
  expect(await until(() => store.getState().training.lesson.startAt !== null)).toBe(true);
  expect(store.getState().training.lesson.startAt).toBe(2.5);
  expect(faults.calls).toContain('GET /wp/v2/lesson/2021/position');
});

test('a lesson missing from its module is not found', async () => {
  const { store } = await start();
  // Welcome basics 2 is a real lesson, of module Conflict.
  open(store, 'module-welcome', 'welcome-basics-2');
  expect(await until(() => store.getState().training.lesson.status === 'notFound')).toBe(true);
  open(store, 'module-welcome', 'lesson-9999');
  expect(await until(() => store.getState().training.lesson.status === 'notFound')).toBe(true);
  expect(faults.calls.filter((call) => call.startsWith('GET /wp/v2/lesson/'))).toEqual([]);
});

test('Redo resets the module on the server, forgets the seconds read and opens the first lesson', async () => {
  await completedBefore(3006, [2024, 2025, 2026, 2027]);
  const { store, stored, navigations } = await start({
    [PROGRESS_KEY]: JSON.stringify({ lessons: { 2024: 120 }, videos: { 2025: 3 } }),
  });
  store.dispatch(moduleRequested('module-habits'));
  await until(() => store.getState().training.module.status === 'loaded');
  expect(store.getState().training.module.playlist?.lessons.every((item) => item.complete)).toBe(
    true,
  );
  store.dispatch(redoRequested({ moduleKey: 'module-habits' }));
  expect(
    await until(() => navigations.includes('/training/module-habits/mentoring-basics-2')),
  ).toBe(true);
  expect(faults.calls.filter((call) => call.startsWith('DELETE '))).toEqual([
    'DELETE /wp/v2/playlist/1/3006/progress',
  ]);
  expect(JSON.parse(stored.get(PROGRESS_KEY)!)).toEqual({ lessons: {}, videos: {} });
  expect(store.getState().training.module.playlist?.lessons.every((item) => !item.complete)).toBe(
    true,
  );
  expect(await completeOnServer('module-habits')).toEqual([]);
});

test('Continue opens the first incomplete lesson of the module', async () => {
  await completedBefore(3007, [2028]);
  const { store, navigations } = await start();
  store.dispatch(moduleRequested('module-teamwork'));
  await until(() => store.getState().training.module.status === 'loaded');
  store.dispatch(moduleStarted({ moduleKey: 'module-teamwork' }));
  expect(await until(() => navigations.length > 0)).toBe(true);
  expect(navigations).toEqual(['/training/module-teamwork/reflection-in-practice-2']);
});

test('visiting the centre is told to the customer-chat tool when it is on the page', async () => {
  const { store, globals } = await start();
  const events: unknown[][] = [];
  globals.Intercom = (...args: unknown[]) => void events.push(args);
  store.dispatch(trainingVisited());
  expect(await until(() => events.length > 0)).toBe(true);
  // Events reach the tool in order: a second one for the visit would come before the next event.
  store.dispatch(videoWatched({ lessonId: 0 }));
  expect(await until(() => events.length > 1)).toBe(true);
  expect(events).toEqual([
    ['trackEvent', CHAT_EVENTS.visited],
    ['trackEvent', CHAT_EVENTS.videoWatched],
  ]);
});

/** What the server's render of a module's lesson hands over with the page (`prerender.tsx`). */
async function handOver(s: AppStore, moduleKey: string, lessonKey: string) {
  const playlist = await getPlaylist(member, moduleKey);
  const lesson = await getLesson(member, lessonKey);
  const videoId = /\/video\/(\d+)$/.exec(lesson.video_url ?? '')?.[1];
  const video = videoId ? await getVideo(member, Number(videoId)) : null;
  s.dispatch(
    lessonHandedOver({
      moduleKey,
      playlist,
      lesson: {
        ref: { moduleKey, lessonKey, pathname: `/training/${moduleKey}/${lessonKey}` },
        status: 'loaded',
        lesson,
        startAt: lesson.type === 'video' ? 0 : null,
        seconds: 0,
        video: video ? { status: 'loaded', video } : { status: 'none', video: null },
      },
    }),
  );
  return lesson;
}

test('a lesson handed over with a prerendered page is taken up without reading it again', async () => {
  await saveLessonPosition(member, 2001, { position: 2.5, duration: 4 });
  const { store } = await start();
  const lesson = await handOver(store, 'module-welcome', 'listening-in-practice-1');
  expect(lesson.id).toBe(2001);
  const shownModule = store.getState().training.module.playlist;
  const shownRef = store.getState().training.lesson.ref;
  open(store, 'module-welcome', 'listening-in-practice-1');
  // Opening the address it came with, and taking it up, change nothing the screen shows.
  expect(store.getState().training.lesson.ref).toBe(shownRef);
  // Where the member stopped is found as for any lesson.
  expect(await until(() => store.getState().training.lesson.startAt === 2.5)).toBe(true);
  // The module again (which lessons this browser may open, then the related modules); the lesson
  // and its video came with the page.
  const asked = (path: string) => faults.calls.some((call) => call.startsWith(`GET ${path}?`));
  expect(await until(() => asked('/wp/v2/playlist/module-welcome'))).toBe(true);
  expect(await until(() => asked('/wp/v2/playlist'))).toBe(true);
  // The same module as the page's changes nothing: the screen is not drawn again for it.
  expect(store.getState().training.module.playlist).toBe(shownModule);
  expect(faults.calls.filter((call) => /^GET \/wp\/v2\/(lesson\/\d+|video)/.test(call))).toEqual([
    'GET /wp/v2/lesson/2001/position',
  ]);
  const { lesson: shown } = store.getState().training;
  expect(shown).toMatchObject({ status: 'loaded', video: { status: 'loaded' } });
  expect(store.getState().training.handedOverLesson).toBeNull();

  // Another lesson is read as ever.
  open(store, 'module-welcome', 'planning-basics-1');
  expect(await until(() => asked('/wp/v2/lesson/2002'))).toBe(true);
});

test('a handed-over article counts on from the seconds this browser read it for', async () => {
  const { store } = await start({
    [PROGRESS_KEY]: JSON.stringify({ lessons: { 2004: 30 }, videos: {} }),
  });
  await handOver(store, 'module-listening', '2004');
  open(store, 'module-listening', '2004');
  expect(await until(() => store.getState().training.lesson.seconds >= 30)).toBe(true);
  expect(faults.calls.filter((call) => call.startsWith('GET /wp/v2/lesson/2004'))).toEqual([]);
});
