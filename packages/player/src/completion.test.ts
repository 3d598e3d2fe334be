import { COMPLETION_THRESHOLD, createCompletionTracker } from './completion';
import type { PlayedRanges } from './completion';

/** Plays from `from` to `to` in quarter-second time updates, as browsers report them. */
function play(
  tracker: ReturnType<typeof createCompletionTracker>,
  from: number,
  to: number,
  duration = 100,
) {
  let completions = 0;
  for (let t = from; t <= to + 1e-9; t += 0.25)
    if (tracker.timeUpdate(t, duration)) completions += 1;
  return completions;
}

/** Played ranges as a media element reports them, from `[start, end]` pairs. */
function ranges(...pairs: Array<[number, number]>): PlayedRanges {
  return { length: pairs.length, start: (i) => pairs[i]![0], end: (i) => pairs[i]![1] };
}

test('the threshold is 95 percent', () => {
  expect(COMPLETION_THRESHOLD).toBe(0.95);
});

test('completes once, only after more than 95% is watched', () => {
  const tracker = createCompletionTracker();
  expect(play(tracker, 0, 95)).toBe(0);
  expect(tracker.completed()).toBe(false);
  expect(tracker.timeUpdate(95.25, 100)).toBe(true);
  expect(play(tracker, 95.5, 100)).toBe(0);
  expect(tracker.ended(100)).toBe(false);
});

test('by coverage, seeking to the end and letting it end does not complete', () => {
  const tracker = createCompletionTracker('coverage');
  play(tracker, 0, 10);
  tracker.seeking();
  play(tracker, 98, 100);
  expect(tracker.ended(100)).toBe(false);
  expect(tracker.watched()).toBeCloseTo(0.12, 2);
});

test('by coverage, a jump between time updates without a seeking event is not counted', () => {
  const tracker = createCompletionTracker('coverage');
  tracker.timeUpdate(0, 100);
  tracker.timeUpdate(99, 100);
  expect(tracker.watched()).toBe(0);
});

test('by coverage, watching the same stretch twice counts it once', () => {
  const tracker = createCompletionTracker('coverage');
  play(tracker, 0, 50);
  tracker.seeking();
  play(tracker, 0, 50);
  expect(tracker.watched()).toBeCloseTo(0.5, 5);
  tracker.seeking();
  expect(play(tracker, 50, 96)).toBe(1);
});

test('by coverage, faster playback still counts as watched', () => {
  const tracker = createCompletionTracker('coverage');
  let completions = 0;
  for (let t = 0; t <= 100; t += 1) if (tracker.timeUpdate(t, 100, 4)) completions += 1;
  expect(completions).toBe(1);
});

test('by coverage, reaching the end with less than 95% watched does not complete', () => {
  const tracker = createCompletionTracker('coverage');
  play(tracker, 0, 90);
  tracker.seeking();
  play(tracker, 99, 100);
  expect(tracker.ended(100)).toBe(false);
  expect(tracker.completed()).toBe(false);
});

test('by position, seeking past 95% completes, and the end completes', () => {
  const seeker = createCompletionTracker('position');
  seeker.timeUpdate(0, 100);
  seeker.seeking();
  expect(seeker.timeUpdate(96, 100)).toBe(true);

  const ender = createCompletionTracker('position');
  ender.timeUpdate(3, 100);
  expect(ender.ended(100)).toBe(true);
  expect(ender.ended(100)).toBe(false);
});

test('an unknown duration never completes by time updates', () => {
  const tracker = createCompletionTracker('position');
  expect(tracker.timeUpdate(500, Number.NaN)).toBe(false);
  expect(tracker.watched()).toBe(0);
});

test('by coverage, overlapping stretches count once and gaps not at all', () => {
  const tracker = createCompletionTracker('coverage');
  play(tracker, 10, 20);
  tracker.seeking();
  play(tracker, 0, 5);
  tracker.seeking();
  play(tracker, 15, 30);
  tracker.seeking();
  play(tracker, 40, 40);
  expect(tracker.watched()).toBeCloseTo(0.25, 2);
});

test('by coverage, uneven real-world time updates are not counted twice', () => {
  const tracker = createCompletionTracker('coverage');
  for (let t = 0.13; t <= 50; t += 0.26) tracker.timeUpdate(t, 100);
  expect(tracker.watched()).toBeGreaterThan(0.49);
  expect(tracker.watched()).toBeLessThan(0.51);
});

test('by coverage, playing on to the end after the last time update completes when it ends', () => {
  const tracker = createCompletionTracker('coverage');
  // An 8 s clip whose last time update comes at 7.5 s, as browsers report short clips.
  play(tracker, 0, 7.5, 8);
  expect(tracker.completed()).toBe(false);
  expect(tracker.ended(8)).toBe(true);
  expect(tracker.watched()).toBe(1);
});

test('by coverage, time updates delivered late by a busy page still count the time played', () => {
  const tracker = createCompletionTracker('coverage');
  tracker.timeUpdate(0, 10, 2, 1_000);
  // The page stalled for 3 s of wall time while the video played on at double speed.
  tracker.timeUpdate(6, 10, 2, 4_000);
  expect(tracker.watched()).toBeCloseTo(0.6, 5);
  // The same jump within a moment of wall time can only be a skip.
  tracker.timeUpdate(10, 10, 2, 4_010);
  expect(tracker.watched()).toBeCloseTo(0.6, 5);
});

test('by coverage, the played ranges count what the browser played before time updates came', () => {
  const tracker = createCompletionTracker('coverage');
  // A 4 s clip played from 0; a long task after Play held every handler until 1 s in.
  let completions = 0;
  for (let t = 1; t <= 3.5; t += 0.25) {
    if (tracker.played(ranges([0, t]), 4)) completions += 1;
    if (tracker.timeUpdate(t, 4)) completions += 1;
  }
  expect(completions).toBe(0);
  expect(tracker.watched()).toBeCloseTo(0.875, 5);
  expect(tracker.played(ranges([0, 4]), 4)).toBe(true);
  expect(tracker.ended(4)).toBe(false);
  expect(tracker.watched()).toBe(1);
});

test('by coverage, played ranges leave out what a seek skipped', () => {
  const tracker = createCompletionTracker('coverage');
  expect(tracker.played(ranges([0, 10], [98, 100]), 100)).toBe(false);
  expect(tracker.ended(100)).toBe(false);
  expect(tracker.watched()).toBeCloseTo(0.12, 5);
});

test('by coverage, a stretch reported again or played again counts once', () => {
  const tracker = createCompletionTracker('coverage');
  tracker.played(ranges([0, 50]), 100);
  tracker.played(ranges([0, 50]), 100);
  tracker.played(ranges([20, 30], [40, 50]), 100);
  expect(tracker.watched()).toBeCloseTo(0.5, 5);
  // Another language is another media element, with ranges of its own: both count.
  expect(tracker.played(ranges([45, 96]), 100)).toBe(true);
  expect(tracker.played(ranges([0, 100]), 100)).toBe(false);
});

test('by coverage, played ranges and time updates together count each second once', () => {
  const tracker = createCompletionTracker('coverage');
  play(tracker, 0, 40);
  tracker.played(ranges([0, 40]), 100);
  expect(tracker.watched()).toBeCloseTo(0.4, 5);
});

test('by position, played ranges do not move the playhead', () => {
  const tracker = createCompletionTracker('position');
  tracker.timeUpdate(10, 100);
  expect(tracker.played(ranges([0, 99]), 100)).toBe(false);
  expect(tracker.watched()).toBeCloseTo(0.1, 5);
});
