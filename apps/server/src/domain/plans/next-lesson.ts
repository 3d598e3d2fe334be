import type { Db } from '../../services/store';
import { completionsOf, type LessonRecord, type PlaylistRecord } from '../training/modules';

/*
 * The lesson a plan's calendar names, as the home's "continue" picks it (apps/web's
 * `features/training/home.ts`, pinned by plans.test.ts): in the module touched last that is not
 * complete, the lesson whose video was stopped when that was the last thing done, else the next
 * incomplete lesson after the one touched last; with nothing begun, the first incomplete lesson of
 * the first module not complete. A plan with a module looks in that module only.
 */

export type NextLesson =
  | { kind: 'lesson'; module: PlaylistRecord; lesson: LessonRecord }
  | { kind: 'module-done'; module: PlaylistRecord }
  | { kind: 'all-done' };

interface Activity {
  at: number;
  lessonId: number;
  stopped: boolean;
}

export interface MemberProgress {
  /** Lessons completed, anywhere: lesson id → date. */
  completed: Map<number, string>;
  /** Saved video positions: lesson id → when. */
  positions: Map<number, string>;
}

export async function memberProgress(db: Db, userId: number): Promise<MemberProgress> {
  const [completed, positions] = await Promise.all([
    completionsOf(db, userId),
    db
      .selectFrom('lesson_positions')
      .select(['lesson_id', 'updated'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return {
    completed,
    positions: new Map(positions.map((row) => [Number(row.lesson_id), String(row.updated)])),
  };
}

function activityIn(module: PlaylistRecord, progress: MemberProgress): Activity[] {
  const events: Activity[] = [];
  for (const lessonId of module.lessons) {
    const completedOn = progress.completed.get(lessonId);
    if (completedOn) events.push({ at: Date.parse(completedOn), lessonId, stopped: false });
    const updated = progress.positions.get(lessonId);
    if (updated) events.push({ at: Date.parse(updated), lessonId, stopped: true });
  }
  return events.sort((a, b) => b.at - a.at);
}

/** Where to go on in one module: undefined when it is complete. */
function nextIn(module: PlaylistRecord, progress: MemberProgress): number | undefined {
  const incomplete = (id: number) => !progress.completed.has(id);
  const [last] = activityIn(module, progress);
  if (!last) return module.lessons.find(incomplete);
  if (last.stopped && incomplete(last.lessonId)) return last.lessonId;
  const index = module.lessons.indexOf(last.lessonId);
  const after = [...module.lessons.slice(index + 1), ...module.lessons.slice(0, index)];
  return after.find(incomplete);
}

export function nextLesson(
  data: { lessons: LessonRecord[]; playlists: PlaylistRecord[] },
  progress: MemberProgress,
  moduleSlug: string | null,
): NextLesson {
  const lessonOf = (id: number) => data.lessons.find((lesson) => lesson.id === id);
  const pick = (module: PlaylistRecord): NextLesson | undefined => {
    const id = nextIn(module, progress);
    const lesson = id === undefined ? undefined : lessonOf(id);
    return lesson ? { kind: 'lesson', module, lesson } : undefined;
  };
  if (moduleSlug) {
    const module = data.playlists.find((p) => p.slug === moduleSlug);
    if (!module) return { kind: 'all-done' };
    return pick(module) ?? { kind: 'module-done', module };
  }
  const open = data.playlists.filter((module) => module.lessons.length > 0);
  const complete = (module: PlaylistRecord) =>
    module.lessons.every((id) => progress.completed.has(id));
  const begun = open
    .map((module) => ({ module, activity: activityIn(module, progress) }))
    .filter(({ module, activity }) => activity.length > 0 && !complete(module))
    .sort((a, b) => b.activity[0]!.at - a.activity[0]!.at);
  const latest = begun[0] && pick(begun[0].module);
  if (latest) return latest;
  const fresh = open.find((module) => !complete(module));
  const first = fresh && fresh.lessons.find((id) => !progress.completed.has(id));
  const lesson = first === undefined ? undefined : lessonOf(first);
  return fresh && lesson ? { kind: 'lesson', module: fresh, lesson } : { kind: 'all-done' };
}
