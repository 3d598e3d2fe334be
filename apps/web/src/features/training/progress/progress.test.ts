import type { Lesson } from '@campus/api-client';
import { aLesson } from '@campus/api-client/testing';
import { PROGRESS_KEY, readLocalProgress } from './localProgress';
import { matchesKey, moduleAction, moduleProgress, resumeAt } from './moduleProgress';

const lesson = (id: number, type: Lesson['type'], complete = false) =>
  aLesson({ id, title: `Lesson ${id}`, type, complete });

const sample = {
  lessons: [
    lesson(1, 'article', true),
    lesson(2, 'video'),
    lesson(3, 'article', true),
    lesson(4, 'video'),
  ],
};

test('a module counts its articles, videos and completed lessons, and rounds its percent', () => {
  const progress = moduleProgress(sample);
  expect(progress).toMatchObject({
    articleCount: 2,
    videoCount: 2,
    lessonCount: 4,
    lessonsComplete: 2,
    complete: false,
    percentComplete: 50,
  });
  expect(progress.firstIncomplete?.id).toBe(2);
  expect(
    moduleProgress({ lessons: [lesson(1, 'video', true), lesson(2, 'video'), lesson(3, 'video')] })
      .percentComplete,
  ).toBe(33);
});

test('completions made on this device count as much as the server’s', () => {
  const progress = moduleProgress(sample, { 2: '2026-01-01T00:00:00Z', 4: '2026-01-01T00:00:00Z' });
  expect(progress.complete).toBe(true);
  expect(progress.percentComplete).toBe(100);
  expect(progress.firstIncomplete).toBeUndefined();
});

test('next, previous and the next incomplete lesson follow the current one, by slug or id', () => {
  const bySlug = moduleProgress(sample, {}, 'lesson-3');
  expect(bySlug.current?.id).toBe(3);
  expect(bySlug.previous?.id).toBe(2);
  expect(bySlug.next?.id).toBe(4);
  expect(bySlug.nextIncomplete?.id).toBe(4);
  const last = moduleProgress(sample, {}, '4');
  expect(last.next).toBeUndefined();
  // Past the end it wraps to the first incomplete lesson.
  expect(moduleProgress(sample, { 4: 'x' }, '4').nextIncomplete?.id).toBe(2);
  expect(moduleProgress(sample, {}, '1').previous).toBeUndefined();
});

test('Begin with nothing complete, Continue with some, Redo with all', () => {
  expect(
    moduleAction(moduleProgress({ lessons: [lesson(1, 'video'), lesson(2, 'article')] })),
  ).toBe('begin');
  expect(moduleAction(moduleProgress(sample))).toBe('continue');
  expect(moduleAction(moduleProgress(sample, { 2: 'x', 4: 'x' }))).toBe('redo');
});

test('an empty module is neither complete nor started', () => {
  expect(moduleProgress({ lessons: [] })).toMatchObject({ complete: false, percentComplete: 0 });
});

test('lessons are matched by numeric id or by slug', () => {
  expect(matchesKey({ id: 12, slug: '12-steps' }, '12')).toBe(true);
  expect(matchesKey({ id: 12, slug: '12-steps' }, '12-steps')).toBe(true);
  expect(matchesKey({ id: 13, slug: 'x' }, '12')).toBe(false);
});

test('a video resumes where it stopped, but not at its very end', () => {
  expect(resumeAt(2.5, 4)).toBe(2.5);
  expect(resumeAt(3.8, 4)).toBe(0);
  expect(resumeAt(0, 4)).toBe(0);
  expect(resumeAt(Number.NaN, 4)).toBe(0);
});

test('the local progress store survives foreign or broken values', () => {
  const store = (value: string | null) => ({
    getItem: (key: string) => (key === PROGRESS_KEY ? value : null),
  });
  expect(readLocalProgress(store('{"lessons":{"1":30,"2":"x"},"videos":{"3":1.5}}'))).toEqual({
    lessons: { 1: 30 },
    videos: { 3: 1.5 },
  });
  expect(readLocalProgress(store('not json'))).toEqual({ lessons: {}, videos: {} });
  expect(readLocalProgress(store(null))).toEqual({ lessons: {}, videos: {} });
});
