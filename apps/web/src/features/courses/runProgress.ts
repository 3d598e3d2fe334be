import type { Course, Product, ProductSession } from '@campus/api-client';
import { DAY_MS, WEEK_MS } from '../../kit/format';

/** Where a course run stands, from its start date and its series' weeks and sessions. */
export interface RunProgress {
  /** Whole weeks since the start, capped at the series' length. */
  weeksDone: number;
  weeks: number;
  /** 0..100 */
  percent: number;
  state: 'upcoming' | 'running' | 'completed';
  /** The session of the current week while running. */
  current: ProductSession | null;
  /** The next weekly session and its date; none once the last has begun. */
  next: { session: ProductSession; date: Date } | null;
  start: Date | null;
}

/** A date-only `YYYY-MM-DD` as local midnight, so the week boundaries follow the member's calendar. */
export function parseStartDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function runProgress(
  course: Course,
  product: Product | undefined,
  now = new Date(),
): RunProgress {
  const start = parseStartDate(course.start_date);
  const weeks = product?.weeks ?? product?.sessions?.length ?? 0;
  const sessions = product?.sessions ?? [];
  const sessionOf = (week: number) => sessions.find((s) => s.week === week) ?? null;
  if (!start || weeks === 0) {
    return { weeksDone: 0, weeks, percent: 0, state: 'upcoming', current: null, next: null, start };
  }
  const elapsed = now.getTime() - start.getTime();
  if (elapsed < 0) {
    const first = sessionOf(1);
    return {
      weeksDone: 0,
      weeks,
      percent: 0,
      state: 'upcoming',
      current: null,
      next: first ? { session: first, date: start } : null,
      start,
    };
  }
  // Session n (1-based) takes place on the start date plus n-1 weeks; it is done a week later.
  const weekIndex = Math.floor(elapsed / WEEK_MS);
  const weeksDone = Math.min(weekIndex, weeks);
  if (weekIndex >= weeks) {
    return {
      weeksDone: weeks,
      weeks,
      percent: 100,
      state: 'completed',
      current: null,
      next: null,
      start,
    };
  }
  const nextSession = sessionOf(weekIndex + 2);
  // Calendar days rather than raw milliseconds keep the date right across a daylight-saving change.
  const nextDate = new Date(
    start.getFullYear(),
    start.getMonth(),
    start.getDate() + (weekIndex + 1) * (WEEK_MS / DAY_MS),
  );
  return {
    weeksDone,
    weeks,
    percent: Math.round((weeksDone / weeks) * 100),
    state: 'running',
    current: sessionOf(weekIndex + 1),
    next: nextSession ? { session: nextSession, date: nextDate } : null,
    start,
  };
}

/** The library's series of a course run. */
export function productOf(course: Course, products: readonly Product[]): Product | undefined {
  const ref = course.product;
  return products.find((p) =>
    ref ? p.id === ref.id && p.blog_id === ref.blog_id : p.slug === course.slug,
  );
}
