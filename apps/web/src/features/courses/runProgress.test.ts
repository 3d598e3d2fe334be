import type { Course } from '@campus/api-client';
import { aProduct } from '@campus/api-client/testing';
import { parseStartDate, productOf, runProgress } from './runProgress';

// Session titles as the demo store names Foundations' weeks.
const TOPICS = [
  'Welcome',
  'Listening',
  'Planning',
  'Feedback',
  'Conflict',
  'Vision',
  'Habits',
  'Teamwork',
];
const foundations = aProduct({
  id: 1,
  title: 'Foundations',
  slug: 'foundations',
  weeks: 8,
  sessions: TOPICS.map((topic, i) => ({ week: i + 1, title: `Week ${i + 1}: ${topic}` })),
});
const leadingTeams = aProduct({ id: 3, title: 'Leading Teams', slug: 'leading-teams', weeks: 10 });
const course = (start_date: string): Course => ({
  id: 1,
  blog_id: 1,
  title: 'Spring',
  slug: 'foundations',
  product: { id: 1, blog_id: 1 },
  start_date,
});

test('before the start nothing is done and the first session is next, on the start date', () => {
  const progress = runProgress(course('2026-03-02'), foundations, new Date(2026, 1, 20));
  expect(progress).toMatchObject({ state: 'upcoming', weeksDone: 0, percent: 0, current: null });
  expect(progress.next?.session.title).toBe('Week 1: Welcome');
  expect(progress.next?.date).toEqual(new Date(2026, 2, 2));
});

test('during week 3 two weeks are done, week 3 is current and week 4 is next, a week after', () => {
  const progress = runProgress(course('2026-03-02'), foundations, new Date(2026, 2, 17, 12));
  expect(progress).toMatchObject({ state: 'running', weeksDone: 2, weeks: 8, percent: 25 });
  expect(progress.current?.week).toBe(3);
  expect(progress.next?.session.week).toBe(4);
  expect(progress.next?.date).toEqual(new Date(2026, 2, 23));
});

test('in the last week there is no next session; after it the run is completed', () => {
  expect(runProgress(course('2026-03-02'), foundations, new Date(2026, 3, 22)).next).toBeNull();
  expect(runProgress(course('2026-03-02'), foundations, new Date(2026, 3, 22)).current?.week).toBe(
    8,
  );
  expect(runProgress(course('2026-03-02'), foundations, new Date(2026, 3, 27))).toMatchObject({
    state: 'completed',
    percent: 100,
    weeksDone: 8,
  });
});

test('without its series or a start date a run shows no progress', () => {
  expect(runProgress(course('2026-03-02'), undefined).weeks).toBe(0);
  expect(parseStartDate('not a date')).toBeNull();
  expect(productOf(course('2026-03-02'), [leadingTeams, foundations])?.slug).toBe('foundations');
});
