/** @jest-environment node */
import { until } from '@campus/api-client/testing';
import { VIDEO_WATCHED_EVENT, videoWatched } from '../lessons';
import { PROGRESS_KEY } from '../progress';
import {
  completeOnServer,
  completedBefore,
  lastFaults,
  start,
  withLearningCentreServer,
} from '../testing/learningCentre';
import { VISITED_EVENT } from './sagas';
import { moduleRequested, moduleStarted, redoRequested, trainingVisited } from './slice';

withLearningCentreServer();

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
  expect(lastFaults().calls.filter((call) => call.startsWith('DELETE '))).toEqual([
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
    ['trackEvent', VISITED_EVENT],
    ['trackEvent', VIDEO_WATCHED_EVENT],
  ]);
});
