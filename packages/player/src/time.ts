const wholeSeconds = (seconds: number) => Math.max(0, Math.floor(seconds));

/**
 * Play time as "1h 5m" / "12m": hours and minutes, with more than 30 leftover seconds rounding
 * the minute up (pinned by time.test.ts). A clip of 30 seconds or less rounds to no minutes at
 * all, and "0m" read as an empty video, so it shows `underAMinute` instead.
 */
export function playTimeText(totalSeconds: number, underAMinute = '< 1m'): string {
  const seconds = wholeSeconds(totalSeconds);
  let minutes = Math.floor(seconds / 60) + (seconds % 60 > 30 ? 1 : 0);
  const hours = Math.floor(minutes / 60);
  minutes %= 60;
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  return minutes === 0 && seconds > 0 ? underAMinute : `${minutes}m`;
}

/** A running clock: "mm:ss", or "h:mm:ss" from one hour on. */
export function timerText(totalSeconds: number): string {
  const seconds = wholeSeconds(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
