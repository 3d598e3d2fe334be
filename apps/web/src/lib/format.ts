/** Spec 1 §9 constants. */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 604_800_000;
/** 0 = Sunday … 6 = Saturday; the spec's default week starts on Monday. */
export const DEFAULT_WEEK_START = 1;
export const DATE_INPUT_FORMAT = 'MM/DD/YYYY';

const pad = (value: number) => String(value).padStart(2, '0');

/** The first day (local midnight) of the week holding `date`. */
export function startOfWeek(date: Date, weekStart = DEFAULT_WEEK_START): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const back = (start.getDay() - weekStart + 7) % 7;
  start.setDate(start.getDate() - back);
  return start;
}

/** 12-hour clock with AM/PM, the spec's default: `9:05 AM`, `12:30 PM`. */
export function formatTime(date: Date): string {
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The date input format MM/DD/YYYY. */
export function formatDateInput(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** Parses MM/DD/YYYY; only real calendar dates pass, an empty value gives null (spec 1 §5). */
export function parseDateInput(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

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
