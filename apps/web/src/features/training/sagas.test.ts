/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type Lesson, type Playlist } from '@campus/api-client';
import { createSession } from '@campus/auth';
import { TEST_USER, makeToken, memoryCookies, memoryStorage } from '@campus/auth/testing';
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { navigated } from '../../kit/events';
import { PROGRESS_KEY } from './progress';
import { QUEUE_KEY } from '../../kit/storageKeys';
import { CHAT_EVENTS } from './sagas';
import {
  lessonOpened,
  moduleRequested,
  moduleStarted,
  redoRequested,
  trainingVisited,
  videoWatched,
} from './slice';

const lesson = (id: number, type: Lesson['type'], extra: Partial<Lesson> = {}): Lesson => ({
  id,
  blog_id: 1,
  title: `Lesson ${id}`,
  slug: `lesson-${id}`,
  content: { rendered: '<p>Read me</p>' },
  type,
  duration: type === 'video' ? 4 : 2,
  video_url: type === 'video' ? '/media/clip.mp4' : '',
  canView: true,
  ...extra,
});

let lessons: Lesson[];
const playlist = (): Playlist => ({
  id: 3000,
  blog_id: 1,
  title: 'Listening',
  slug: 'listening',
  content: { rendered: '' },
  tags: [{ slug: 'care' }],
  duration: 10,
  lessons,
});

let server: Server;
let failCompletions = false;
const completions: unknown[] = [];
const resets: string[] = [];
let store: AppStore | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const send = (status: number, value: unknown) => {
        res.statusCode = status;
        res.end(JSON.stringify(value));
      };
      if (req.method === 'POST' && url.pathname === '/wp-json/wp/v2/playlist/lesson-complete') {
        if (failCompletions)
          return send(503, { code: 'unavailable', message: 'Down', data: { status: 503 } });
        const payload = JSON.parse(body) as { lesson_id: number };
        completions.push(payload);
        return send(200, {
          success: true,
          lesson_id: payload.lesson_id,
          complete: true,
          completed_on: '2026-03-01T10:00:00.000Z',
        });
      }
      if (req.method === 'DELETE' && url.pathname === '/wp-json/wp/v2/playlist/1/3000/progress') {
        resets.push(url.pathname);
        return send(200, { success: true });
      }
      if (url.pathname === '/wp-json/wp/v2/playlist/listening') return send(200, playlist());
      if (url.pathname === '/wp-json/wp/v2/playlist') {
        res.setHeader('x-wp-total', '0');
        res.setHeader('x-wp-totalpages', '0');
        return send(200, []);
      }
      const position = url.pathname.match(/^\/wp-json\/wp\/v2\/lesson\/(\d+)\/position$/);
      if (position)
        return send(200, {
          lesson_id: Number(position[1]),
          position: 2.5,
          duration: 4,
          updated: '2026-03-01T10:00:00Z',
        });
      const one = url.pathname.match(/^\/wp-json\/wp\/v2\/lesson\/(.+)$/);
      const found =
        one && lessons.find((item) => String(item.id) === one[1] || item.slug === one[1]);
      if (found) return send(200, found);
      send(404, {
        code: 'rest_lesson_not_found',
        message: 'That lesson could not be found.',
        data: { status: 404 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

beforeEach(() => {
  lessons = [
    lesson(2000, 'video', { complete: true, completed_on: '2026-02-01T00:00:00Z' }),
    lesson(2001, 'article'),
    lesson(2002, 'video'),
  ];
  failCompletions = false;
  completions.length = 0;
  resets.length = 0;
});
afterEach(() => store?.rootTask.cancel());
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const until = async (check: () => boolean, ms = 4000) => {
  for (let waited = 0; waited < ms && !check(); waited += 20)
    await new Promise((r) => setTimeout(r, 20));
  return check();
};

/** A member signed in with a stored, unexpired token, as after a remembered login. */
function start(stored: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  const api = createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    retry: { retries: 0, baseDelayMs: 1 },
  });
  const session = createSession({
    client: api,
    storage: memoryStorage({
      token: makeToken({ userId: 7, expiresAt: Date.now() + 3_600_000 }),
      profile: JSON.stringify(TEST_USER.profile),
    }),
    cookies: memoryCookies({ remember_me: '1' }),
    events: null,
  });
  const kit = testServices({ api, session });
  for (const [key, value] of Object.entries(stored)) kit.services.storage.setItem(key, value);
  store = createAppStore(kit.services);
  return { ...kit, store };
}

const open = (s: AppStore, lessonKey: string) =>
  s.dispatch(
    lessonOpened({
      moduleKey: 'listening',
      lessonKey,
      pathname: `/training/listening/${lessonKey}`,
    }),
  );
const queued = (stored: Map<string, string>) =>
  JSON.parse(stored.get(QUEUE_KEY) ?? '[]') as Array<{ lesson_id: number }>;

test('an article counts its seconds to its duration, is then complete on the server, and counts once', async () => {
  lessons[2]!.complete = true;
  const { store, stored } = start({
    [PROGRESS_KEY]: JSON.stringify({ lessons: { 2001: 1 }, videos: {} }),
  });
  open(store, 'lesson-2001');
  expect(await until(() => completions.length === 1)).toBe(true);
  expect(completions[0]).toEqual({
    lesson_id: 2001,
    lesson_blog_id: 1,
    playlist_id: 3000,
    playlist_blog_id: 1,
  });
  expect(JSON.parse(stored.get(PROGRESS_KEY)!).lessons['2001']).toBe(2);
  // Every lesson is now complete and the current one is an article: the Module Completed dialog.
  expect(store.getState().training.completionDialogOpen).toBe(true);
  expect(
    await until(() => store.getState().training.completed[2001] === '2026-03-01T10:00:00.000Z'),
  ).toBe(true);

  store.dispatch(navigated({ pathname: '/training/listening', search: '' }));
  await new Promise((r) => setTimeout(r, 200));
  expect(completions).toHaveLength(1);
});

test('leaving an article completes it, and the next article opens the dialog once the module is done', async () => {
  lessons[2] = lesson(2002, 'article', { complete: false, duration: 600 });
  lessons[1]!.duration = 600;
  lessons.push(lesson(2003, 'article', { complete: true }));
  const { store } = start();
  open(store, 'lesson-2001');
  await until(() => store.getState().training.lesson.status === 'loaded');
  open(store, 'lesson-2002');
  expect(await until(() => completions.length === 1)).toBe(true);
  expect(store.getState().training.completionDialogOpen).toBe(false);
  await until(() => store.getState().training.lesson.lesson?.id === 2002);
  open(store, 'lesson-2003');
  expect(await until(() => completions.length === 2)).toBe(true);
  expect(await until(() => store.getState().training.completionDialogOpen)).toBe(true);
});

test('a completion the server cannot take shows at once, waits in storage, and is replayed when it returns', async () => {
  failCompletions = true;
  const { store, stored } = start();
  open(store, 'lesson-2002');
  await until(() => store.getState().training.lesson.status === 'loaded');
  store.dispatch(videoWatched({ lessonId: 2002 }));
  expect(store.getState().training.completed[2002]).toBeDefined();
  expect(await until(() => store.getState().training.pending === 1)).toBe(true);
  expect(queued(stored)).toMatchObject([{ lesson_id: 2002 }]);

  failCompletions = false;
  expect(await until(() => completions.length === 1, 5000)).toBe(true);
  expect(await until(() => store.getState().training.pending === 0)).toBe(true);
  expect(queued(stored)).toEqual([]);
  expect(store.getState().training.completed[2002]).toBe('2026-03-01T10:00:00.000Z');
});

test('completions queued before a reload are shown and sent at start', async () => {
  const entry = {
    userId: 7,
    lesson_id: 2002,
    lesson_blog_id: 1,
    playlist_id: 3000,
    playlist_blog_id: 1,
    completed_on: '2026-02-02T00:00:00Z',
  };
  const other = { ...entry, userId: 8, lesson_id: 2001 };
  const { store, stored } = start({ [QUEUE_KEY]: JSON.stringify([entry, other]) });
  expect(store.getState().training.completed[2002]).toBe('2026-02-02T00:00:00Z');
  expect(await until(() => completions.length === 1)).toBe(true);
  expect(completions[0]).toMatchObject({ lesson_id: 2002 });
  // Another member's completion on this browser is not theirs to send.
  expect(await until(() => queued(stored).length === 1)).toBe(true);
  expect(queued(stored)).toMatchObject([{ userId: 8 }]);
});

test('a video resumes at the position the server saved for the member', async () => {
  const { store } = start();
  open(store, '2002');
  expect(await until(() => store.getState().training.lesson.startAt !== null)).toBe(true);
  expect(store.getState().training.lesson.startAt).toBe(2.5);
});

test('a lesson missing from its module is not found', async () => {
  const { store } = start();
  open(store, 'lesson-9999');
  expect(await until(() => store.getState().training.lesson.status === 'notFound')).toBe(true);
});

test('Redo resets the module on the server, forgets the seconds read and opens the first lesson', async () => {
  const { store, stored, navigations } = start({
    [PROGRESS_KEY]: JSON.stringify({ lessons: { 2001: 2 }, videos: { 2002: 3 } }),
  });
  store.dispatch(moduleRequested('listening'));
  await until(() => store.getState().training.module.status === 'loaded');
  store.dispatch(redoRequested({ moduleKey: 'listening' }));
  expect(await until(() => navigations.includes('/training/listening/lesson-2000'))).toBe(true);
  expect(resets).toEqual(['/wp-json/wp/v2/playlist/1/3000/progress']);
  expect(JSON.parse(stored.get(PROGRESS_KEY)!)).toEqual({ lessons: {}, videos: {} });
  expect(store.getState().training.module.playlist?.lessons.every((item) => !item.complete)).toBe(
    true,
  );
});

test('Continue opens the first incomplete lesson of the module', async () => {
  const { store, navigations } = start();
  store.dispatch(moduleRequested('listening'));
  await until(() => store.getState().training.module.status === 'loaded');
  store.dispatch(moduleStarted({ moduleKey: 'listening' }));
  expect(await until(() => navigations.length > 0)).toBe(true);
  expect(navigations).toEqual(['/training/listening/lesson-2001']);
});

test('visiting the centre is told to the customer-chat tool when it is on the page', async () => {
  const { store, globals } = start();
  const events: unknown[][] = [];
  globals.Intercom = (...args: unknown[]) => void events.push(args);
  store.dispatch(trainingVisited());
  expect(await until(() => events.length > 0)).toBe(true);
  await new Promise((r) => setTimeout(r, 50));
  expect(events).toEqual([['trackEvent', CHAT_EVENTS.visited]]);
});
