/** Share of a video that must be watched before it counts as completed (spec 1 §9). */
export const COMPLETION_THRESHOLD = 0.95;

/**
 * How completion is measured. `coverage` counts only stretches actually played, each second once,
 * so seeking to the end does not complete a lesson; `position` follows the playhead as the
 * original product did.
 */
export type CompletionMode = 'coverage' | 'position';

/**
 * Longest step between two time updates still taken as continuous play (per 1x of speed), on top
 * of the media time that the wall-clock time between them allows: a busy page delivers time
 * updates late, and the video played on meanwhile.
 */
const MAX_STEP_SECONDS = 1.5;

/** Watched time is kept in quarter-second slots, each counted once however often it is replayed. */
const SLOTS_PER_SECOND = 4;

export interface CompletionTracker {
  /** Feed each time update; true once, on the update that completes the video. */
  timeUpdate(currentTime: number, duration: number, playbackRate?: number, now?: number): boolean;
  /** A seek breaks continuity: the jump itself is not watched. */
  seeking(): void;
  /** The media ended; true if that completes the video. */
  ended(duration: number): boolean;
  /** Share watched so far, 0..1 (by coverage or position according to the mode). */
  watched(): number;
  completed(): boolean;
}

/** Completion of one source: signalled once, when more than the threshold is watched or it ends. */
export function createCompletionTracker(
  mode: CompletionMode = 'coverage',
  threshold: number = COMPLETION_THRESHOLD,
): CompletionTracker {
  const slots = new Set<number>();
  let last: number | undefined;
  let lastRate = 1;
  let lastAt = 0;
  let position = 0;
  let length = 0;
  let done = false;

  const watched = () => {
    // The length is set only once known and positive.
    if (!length) return 0;
    return Math.min(1, (mode === 'coverage' ? slots.size / SLOTS_PER_SECOND : position) / length);
  };
  const measure = (duration: number) => {
    if (Number.isFinite(duration) && duration > 0) length = duration;
  };
  const cover = (from: number, to: number, playbackRate: number, elapsedMs = 0) => {
    const step = to - from;
    const rate = Math.max(1, playbackRate);
    if (step <= 0 || step > MAX_STEP_SECONDS * rate + (elapsedMs / 1000) * rate) return;
    // Rounding both ends keeps frequent, uneven updates from counting a slot twice.
    const end = Math.round(to * SLOTS_PER_SECOND);
    for (let slot = Math.round(from * SLOTS_PER_SECOND); slot < end; slot++) slots.add(slot);
  };
  const check = () => {
    if (done || watched() <= threshold) return false;
    done = true;
    return true;
  };

  return {
    timeUpdate(currentTime, duration, playbackRate = 1, now = Date.now()) {
      measure(duration);
      position = currentTime;
      if (last !== undefined) cover(last, currentTime, playbackRate, now - lastAt);
      last = currentTime;
      lastRate = playbackRate;
      lastAt = now;
      return check();
    },
    seeking() {
      last = undefined;
    },
    ended(duration) {
      measure(duration);
      if (done) return false;
      // "When it ends" completes by position; by coverage only if the watched share is enough.
      if (mode === 'position') {
        done = true;
        return true;
      }
      // Browsers fire the last time update up to a few hundred ms before the end; playing on from
      // it to the end was watched too (a seek in between has already cleared `last`).
      if (last !== undefined && length) cover(last, length, lastRate, Date.now() - lastAt);
      return check();
    },
    watched,
    completed: () => done,
  };
}
