import type { Lesson, LessonPosition, Playlist } from '@campus/api-client';
import { aLesson } from '@campus/api-client/testing';
import { ltr } from '../../kit/format';
import { HOME_MODULES, clockTime, learningHome } from './home';

const lesson = (id: number, completedOn?: string): Lesson =>
  aLesson({
    id,
    slug: `lesson-${id}`,
    type: id % 2 === 0 ? 'article' : 'video',
    duration: 60,
    complete: Boolean(completedOn),
    completed_on: completedOn ?? null,
  });

/** A module of four lessons numbered from `first`; `done` maps a lesson to when it was completed. */
const aModule = (id: number, first: number, done: Record<number, string> = {}): Playlist => ({
  id,
  blog_id: 1,
  title: `Module ${id}`,
  slug: `module-${id}`,
  content: { rendered: '' },
  tags: [],
  duration: 240,
  lessons: [0, 1, 2, 3].map((n) => lesson(first + n, done[first + n])),
});

const position = (lessonId: number, seconds: number, updated: string): LessonPosition => ({
  lesson_id: lessonId,
  position: seconds,
  duration: 60,
  updated,
});

test('resumes the video the member stopped in last, at its saved moment', () => {
  const modules = [
    aModule(1, 10, { 10: '2026-11-01T10:00:00Z' }),
    aModule(2, 20, { 20: '2026-11-20T10:00:00Z' }),
  ];
  const home = learningHome(modules, [position(21, 31.5, '2026-11-21T10:00:00Z')]);
  expect(home.resume).toMatchObject({
    module: { id: 2 },
    lesson: { id: 21 },
    position: 31.5,
    started: true,
    progress: { percentComplete: 25 },
  });
  expect(home.inProgress.map((entry) => entry.module.id)).toEqual([1]);
});

test('after a completion, continues with the next incomplete lesson, wrapping to the start', () => {
  const home = learningHome(
    [
      aModule(1, 10, {
        11: '2026-11-02T00:00:00Z',
        12: '2026-11-03T00:00:00Z',
        13: '2026-11-04T00:00:00Z',
      }),
    ],
    // An older position in a lesson completed since does not count as where the member stopped.
    [position(13, 20, '2026-11-01T00:00:00Z')],
  );
  expect(home.resume).toMatchObject({ lesson: { id: 10 }, position: 0, started: true });
});

test('a video watched to its end starts again rather than ending at once', () => {
  const home = learningHome([aModule(1, 10)], [position(11, 59.8, '2026-11-01T00:00:00Z')]);
  expect(home.resume).toMatchObject({ lesson: { id: 11 }, position: 0, started: true });
});

test('completions made on this device count, and move the member on', () => {
  const modules = [aModule(1, 10), aModule(2, 20, { 20: '2026-11-01T00:00:00Z' })];
  const home = learningHome(modules, [], { 10: '2026-11-05T00:00:00Z' });
  expect(home.resume).toMatchObject({ module: { id: 1 }, lesson: { id: 11 } });
  expect(home.inProgress.map((entry) => entry.module.id)).toEqual([2]);
});

test('with nothing begun, suggests the first module not complete; with everything done, nothing', () => {
  const allDone = (id: number, first: number) =>
    aModule(
      id,
      first,
      Object.fromEntries([0, 1, 2, 3].map((n) => [first + n, '2026-11-01T00:00:00Z'])),
    );
  expect(learningHome([aModule(1, 10), aModule(2, 20)], []).resume).toMatchObject({
    module: { id: 1 },
    lesson: { id: 10 },
    started: false,
  });
  const finished = learningHome([allDone(1, 10), allDone(2, 20)], []);
  expect(finished).toEqual({ resume: null, inProgress: [] });
  // A finished module never shows as in progress, and one the member may not open is skipped.
  const locked = { ...aModule(3, 30), canView: false };
  expect(learningHome([allDone(1, 10), locked, aModule(2, 20)], []).resume).toMatchObject({
    module: { id: 2 },
  });
});

test('lists the other modules begun, most recently active first, at most HOME_MODULES', () => {
  const modules = Array.from({ length: HOME_MODULES + 2 }, (_, index) =>
    aModule(index + 1, (index + 1) * 10, {
      [(index + 1) * 10]: new Date(Date.UTC(2026, 10, index + 1)).toISOString(),
    }),
  );
  const home = learningHome(modules, []);
  expect(home.resume?.module.id).toBe(HOME_MODULES + 2);
  expect(home.inProgress.map((entry) => entry.module.id)).toEqual(
    Array.from({ length: HOME_MODULES }, (_, index) => HOME_MODULES + 1 - index),
  );
  expect(home.inProgress[0]?.lastActive).toBe(
    new Date(Date.UTC(2026, 10, HOME_MODULES + 1)).toISOString(),
  );
});

test('a moment in a video reads as players write it, whole seconds, left to right', () => {
  expect(clockTime(2.9)).toBe(ltr('0:02'));
  expect(clockTime(725)).toBe(ltr('12:05'));
  expect(clockTime(3723)).toBe(ltr('1:02:03'));
  expect(clockTime(Number.NaN)).toBe(ltr('0:00'));
});
