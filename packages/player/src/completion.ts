/**
 * Share of a video that must be watched before it counts as completed (pinned by
 * completion.test.ts).
 */
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

/**
 * The stretches a media element has played, as `HTMLMediaElement.played` and video.js's
 * `player.played()` give them.
 */
export interface PlayedRanges {
  readonly length: number;
  start(index: number): number;
  end(index: number): number;
}

export interface CompletionTracker {
  /** Feed each time update; true once, on the update that completes the video. */
  timeUpdate(currentTime: number, duration: number, playbackRate?: number, now?: number): boolean;
  /**
   * Feed the media element's played ranges, e.g. with each time update; true once, on the call
   * that completes the video. They count as watched whatever the time updates missed.
   */
  played(ranges: PlayedRanges, duration: number): boolean;
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
  /** Watched stretches, apart from each other, so a second replayed is still counted once. */
  let covered: Array<[number, number]> = [];
  let last: number | undefined;
  let lastRate = 1;
  let lastAt = 0;
  let position = 0;
  let length = 0;
  let done = false;

  const watched = () => {
    // The length is set only once known and positive.
    if (!length) return 0;
    const seconds =
      mode === 'coverage' ? covered.reduce((sum, [from, to]) => sum + to - from, 0) : position;
    return Math.min(1, seconds / length);
  };
  const measure = (duration: number) => {
    if (Number.isFinite(duration) && duration > 0) length = duration;
  };
  const add = (from: number, to: number) => {
    if (to <= from) return;
    // Every stretch that touches the new one is absorbed into it; the rest stay apart from it.
    covered = covered.filter(([start, end]) => {
      if (end < from || start > to) return true;
      from = Math.min(from, start);
      to = Math.max(to, end);
      return false;
    });
    covered.push([from, to]);
  };
  // The steps between time updates are all that players without played ranges (the host's, in
  // its frame) report.
  const cover = (from: number, to: number, playbackRate: number, elapsedMs = 0) => {
    const step = to - from;
    const rate = Math.max(1, playbackRate);
    if (step <= 0 || step > MAX_STEP_SECONDS * rate + (elapsedMs / 1000) * rate) return;
    add(from, to);
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
    played(ranges, duration) {
      measure(duration);
      // The browser keeps these while the page is too busy to hear time updates, and leaves out
      // what a seek skipped.
      for (let index = 0; index < ranges.length; index++)
        add(ranges.start(index), ranges.end(index));
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
