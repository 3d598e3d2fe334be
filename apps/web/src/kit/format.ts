import { numberFormat } from './intl';

/** A day and a week in milliseconds (pinned by format.test.ts). */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 604_800_000;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Keeps a left-to-right run (a size, `640×360`) whole inside right-to-left text: LRI … PDI. */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/**
 * Binary file sizes with one decimal above bytes, in the page's number format: `512 B`, `1.5 KB`,
 * `2,0 MB` in Spanish. The result is isolated left to right, so an RTL page keeps `35.4 KB` whole.
 */
export function formatFileSize(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const number = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return ltr(`${number} ${UNITS[unit]}`);
}
