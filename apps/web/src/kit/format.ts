/** Spec 1 §9 constants. */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 604_800_000;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Binary file sizes with one decimal above bytes: `512 B`, `1.5 KB`, `2.0 MB`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
