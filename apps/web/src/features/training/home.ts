import type { Lesson, LessonPosition, Playlist } from '@campus/api-client';
import { ltr } from '../../kit/format';
import { isComplete, moduleProgress, resumeAt, type ModuleProgress } from './progress';

/** The modules a home lists as in progress beside the one to continue (pinned by home.test.ts). */
export const HOME_MODULES = 3;

/** Where the member picks up: a lesson of a module, at a moment of its video when one was saved. */
export interface ResumePoint {
  module: Playlist;
  lesson: Lesson;
  progress: ModuleProgress;
  /** Seconds into the lesson's video; 0 for an article or a video to start from the beginning. */
  position: number;
  /** Whether the member has begun the module; false when the home suggests where to start. */
  started: boolean;
}

export interface ModuleInProgress {
  module: Playlist;
  progress: ModuleProgress;
  /** The member's latest completion or saved position in the module, ISO 8601. */
  lastActive: string;
}

export interface LearningHome {
  resume: ResumePoint | null;
  inProgress: ModuleInProgress[];
}

interface Activity {
  at: string;
  lesson: Lesson;
  /** A saved video position, or a completion. */
  position?: LessonPosition;
}

/** Everything the member did in a module, latest first: completions and saved video positions. */
function activityIn(
  module: Playlist,
  positions: Map<number, LessonPosition>,
  local: Record<number, string>,
): Activity[] {
  const events: Activity[] = [];
  for (const lesson of module.lessons) {
    const completedOn = local[lesson.id] ?? lesson.completed_on;
    if (completedOn) events.push({ at: completedOn, lesson });
    const position = positions.get(lesson.id);
    if (position?.updated) events.push({ at: position.updated, lesson, position });
  }
  return events.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/**
 * What a member's home offers (pinned by home.test.ts): the module touched last that is not yet
 * complete, at the lesson the member stopped in when its video has a position to resume, else at
 * the next incomplete lesson after the one touched last; with nothing begun, the first module not
 * complete, from its first incomplete lesson. Beside it, the other modules begun and not complete,
 * most recently active first. Completions made on this device (`local`) count as the server's do.
 */
export function learningHome(
  modules: Playlist[],
  positions: LessonPosition[],
  local: Record<number, string> = {},
): LearningHome {
  const byLesson = new Map(positions.map((position) => [position.lesson_id, position]));
  const open = modules.filter((module) => module.canView !== false && module.lessons.length > 0);
  const begun = open
    .map((module) => ({
      module,
      progress: moduleProgress(module, local),
      activity: activityIn(module, byLesson, local),
    }))
    .filter(({ progress, activity }) => activity.length > 0 && !progress.complete)
    .sort((a, b) => Date.parse(b.activity[0]!.at) - Date.parse(a.activity[0]!.at));

  const [latest, ...others] = begun;
  const inProgress = others.slice(0, HOME_MODULES).map(({ module, progress, activity }) => ({
    module,
    progress,
    lastActive: activity[0]!.at,
  }));
  if (latest) {
    const [last] = latest.activity;
    const stoppedIn = last!.position && !isComplete(last!.lesson, local) ? last! : null;
    const lesson = stoppedIn
      ? stoppedIn.lesson
      : moduleProgress(latest.module, local, String(last!.lesson.id)).nextIncomplete;
    if (lesson) {
      const position = stoppedIn?.position;
      return {
        resume: {
          module: latest.module,
          lesson,
          progress: latest.progress,
          position: position
            ? resumeAt(position.position, position.duration || lesson.duration)
            : 0,
          started: true,
        },
        inProgress,
      };
    }
  }
  const fresh = open
    .map((module) => ({ module, progress: moduleProgress(module, local) }))
    .find(({ progress }) => !progress.complete);
  return {
    resume:
      fresh && fresh.progress.firstIncomplete
        ? {
            ...fresh,
            lesson: fresh.progress.firstIncomplete,
            position: 0,
            started: false,
          }
        : null,
    inProgress,
  };
}

/** A moment in a video as players write it, `0:02`, `12:05`, `1:02:03`, kept left to right. */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return ltr(
    hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`,
  );
}
