import type { Lesson, Playlist } from '@campus/api-client';

/**
 * Lessons matched by either key a route may carry, slug or numeric id (pinned by
 * progress.test.ts).
 */
export const matchesKey = (lesson: Pick<Lesson, 'id' | 'slug'>, key: string) =>
  /^\d+$/.test(key) ? lesson.id === Number(key) : lesson.slug === key;

/** A lesson's completion as the member sees it: the server's mark, or one made on this device. */
export const isComplete = (lesson: Lesson, local: Record<number, string>) =>
  Boolean(lesson.complete) || local[lesson.id] !== undefined;

/** The derived values of a module (pinned by progress.test.ts). */
export interface ModuleProgress {
  articleCount: number;
  videoCount: number;
  lessonCount: number;
  lessonsComplete: number;
  complete: boolean;
  percentComplete: number;
  firstIncomplete: Lesson | undefined;
  /** The first incomplete lesson after the current one, wrapping to the start. */
  nextIncomplete: Lesson | undefined;
  current: Lesson | undefined;
  next: Lesson | undefined;
  previous: Lesson | undefined;
}

export function moduleProgress(
  playlist: Pick<Playlist, 'lessons'>,
  local: Record<number, string> = {},
  currentKey?: string,
): ModuleProgress {
  const lessons = playlist.lessons;
  const done = lessons.filter((lesson) => isComplete(lesson, local));
  const index =
    currentKey === undefined ? -1 : lessons.findIndex((lesson) => matchesKey(lesson, currentKey));
  const incomplete = (lesson: Lesson) => !isComplete(lesson, local);
  const after = index < 0 ? lessons : [...lessons.slice(index + 1), ...lessons.slice(0, index)];
  return {
    articleCount: lessons.filter((lesson) => lesson.type === 'article').length,
    videoCount: lessons.filter((lesson) => lesson.type === 'video').length,
    lessonCount: lessons.length,
    lessonsComplete: done.length,
    complete: lessons.length > 0 && done.length === lessons.length,
    percentComplete: lessons.length === 0 ? 0 : Math.round((done.length / lessons.length) * 100),
    firstIncomplete: lessons.find(incomplete),
    nextIncomplete: after.find(incomplete),
    current: index < 0 ? undefined : lessons[index],
    next: index < 0 ? undefined : lessons[index + 1],
    previous: index <= 0 ? undefined : lessons[index - 1],
  };
}

/**
 * Which of the three module buttons applies: Begin, Continue or Redo (pinned by
 * progress.test.ts).
 */
export function moduleAction(
  progress: Pick<ModuleProgress, 'lessonsComplete' | 'complete'>,
): 'begin' | 'continue' | 'redo' {
  if (progress.complete) return 'redo';
  return progress.lessonsComplete === 0 ? 'begin' : 'continue';
}

/** Where a saved video position resumes: nowhere when unset or at the very end (it would end at once). */
export function resumeAt(position: number, duration: number): number {
  if (!(position > 0)) return 0;
  if (duration > 0 && position >= duration - 0.5) return 0;
  return position;
}
