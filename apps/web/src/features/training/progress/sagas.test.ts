/** @jest-environment node */
import { getLesson } from '@campus/api-client';
import { until } from '@campus/api-client/testing';
import { QUEUE_KEY } from './start';
import { videoWatched } from '../lessons';
import {
  completeOnServer,
  completions,
  lastFaults,
  memberClient,
  open,
  queued,
  start,
  withLearningCentreServer,
} from '../testing/learningCentre';

withLearningCentreServer();

test('a completion the server cannot take shows at once, waits in storage, and is replayed when it returns', async () => {
  const { store, stored } = await start();
  lastFaults().fail({ match: 'POST /wp/v2/playlist/lesson-complete', fault: { status: 503 } });
  open(store, 'module-feedback', 'reflection-in-practice-1');
  await until(() => store.getState().training.lesson.status === 'loaded');
  store.dispatch(videoWatched({ lessonId: 2013 }));
  expect(store.getState().training.completed[2013]).toBeDefined();
  expect(await until(() => store.getState().training.pending === 1)).toBe(true);
  expect(queued(stored)).toMatchObject([{ lesson_id: 2013 }]);
  expect(await completeOnServer('module-feedback')).toEqual([]);

  lastFaults().heal();
  expect(await until(() => store.getState().training.pending === 0, 5000)).toBe(true);
  expect(queued(stored)).toEqual([]);
  expect(await completeOnServer('module-feedback')).toEqual([2013]);
  const onServer = await getLesson(memberClient(), 2013);
  expect(store.getState().training.completed[2013]).toBe(onServer.completed_on);
});

test('a completion made offline waits in storage and reaches the server once the network is back', async () => {
  const { store, stored } = await start();
  open(store, 'module-listening', 'vision-in-practice-1');
  await until(() => store.getState().training.lesson.status === 'loaded');
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
  lastFaults().fail({ match: '/', fault: 'network' });
  store.dispatch(videoWatched({ lessonId: 2005 }));
  expect(store.getState().training.completed[2005]).toBeDefined();
  expect(await until(() => store.getState().training.pending === 1)).toBe(true);
  expect(queued(stored)).toMatchObject([{ lesson_id: 2005 }]);
  expect(completions()).toHaveLength(1);

  Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });
  lastFaults().heal();
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
