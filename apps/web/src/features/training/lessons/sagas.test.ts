/** @jest-environment node */
import { getLesson, getPlaylist, getVideo, saveLessonPosition } from '@campus/api-client';
import { until } from '@campus/api-client/testing';
import type { AppStore } from '../../../app/store';
import { navigated } from '../../../kit/events';
import { PROGRESS_KEY } from '../progress';
import {
  completeOnServer,
  completedBefore,
  completions,
  lastFaults,
  memberClient,
  open,
  queued,
  start,
  withLearningCentreServer,
} from '../testing/learningCentre';
import { lessonHandedOver } from './slice';

withLearningCentreServer();

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
  const onServer = await getLesson(memberClient(), 2002);
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

test('a video resumes at the position the server saved for the member', async () => {
  await saveLessonPosition(memberClient(), 2021, { position: 2.5, duration: 4 });
  const { store } = await start();
  open(store, 'module-vision', '2021');
  expect(await until(() => store.getState().training.lesson.startAt !== null)).toBe(true);
  expect(store.getState().training.lesson.startAt).toBe(2.5);
  expect(lastFaults().calls).toContain('GET /wp/v2/lesson/2021/position');
});

test('a lesson missing from its module is not found', async () => {
  const { store } = await start();
  // Welcome basics 2 is a real lesson, of module Conflict.
  open(store, 'module-welcome', 'welcome-basics-2');
  expect(await until(() => store.getState().training.lesson.status === 'notFound')).toBe(true);
  open(store, 'module-welcome', 'lesson-9999');
  expect(await until(() => store.getState().training.lesson.status === 'notFound')).toBe(true);
  expect(lastFaults().calls.filter((call) => call.startsWith('GET /wp/v2/lesson/'))).toEqual([]);
});

/** What the server's render of a module's lesson hands over with the page (`prerender.tsx`). */
async function handOver(s: AppStore, moduleKey: string, lessonKey: string) {
  const playlist = await getPlaylist(memberClient(), moduleKey);
  const lesson = await getLesson(memberClient(), lessonKey);
  const videoId = /\/video\/(\d+)$/.exec(lesson.video_url ?? '')?.[1];
  const video = videoId ? await getVideo(memberClient(), Number(videoId)) : null;
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
  await saveLessonPosition(memberClient(), 2001, { position: 2.5, duration: 4 });
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
  const asked = (path: string) =>
    lastFaults().calls.some((call) => call.startsWith(`GET ${path}?`));
  expect(await until(() => asked('/wp/v2/playlist/module-welcome'))).toBe(true);
  expect(await until(() => asked('/wp/v2/playlist'))).toBe(true);
  // The same module as the page's changes nothing: the screen is not drawn again for it.
  expect(store.getState().training.module.playlist).toBe(shownModule);
  expect(
    lastFaults().calls.filter((call) => /^GET \/wp\/v2\/(lesson\/\d+|video)/.test(call)),
  ).toEqual(['GET /wp/v2/lesson/2001/position']);
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
  expect(lastFaults().calls.filter((call) => call.startsWith('GET /wp/v2/lesson/2004'))).toEqual(
    [],
  );
});
