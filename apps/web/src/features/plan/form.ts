import type { StudyPlan, StudyPlanPayload, Weekday } from '@campus/api-client';
import { dateTimeFormat } from '../../kit/intl';

/** The week in order, as iCalendar names its days (the contract's `Weekday`). */
export const WEEKDAYS: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** The plan as its form holds it: every field a string, as inputs give them. */
export interface PlanFields {
  days: Weekday[];
  time: string;
  duration: string;
  timezone: string;
  /** A module's slug, or '' for whatever the member continues next. */
  module: string;
  finishBy: string;
}

/** The lengths offered, in minutes (the server takes 15 to 240). */
export const DURATIONS = [15, 30, 45, 60, 90, 120] as const;

/** The browser's own time zone, the plan's first choice. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every time zone the browser knows, with the browser's own among them. */
export function timeZones(): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const own = browserTimeZone();
  return known.includes(own) ? known : [own, ...known];
}

/** Today in the member's calendar, as a date input writes it. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function fieldsOf(plan: StudyPlan | null): PlanFields {
  return {
    days: plan?.days ?? ['MO', 'TH'],
    time: plan?.time ?? '19:00',
    duration: String(plan?.duration ?? 30),
    timezone: plan?.timezone ?? browserTimeZone(),
    module: plan?.module?.slug ?? '',
    finishBy: plan?.finishBy ?? '',
  };
}

export function payloadOf(fields: PlanFields): StudyPlanPayload {
  // The days in the week's order, whatever order they were ticked in.
  const days = WEEKDAYS.filter((day) => fields.days.includes(day));
  return {
    days,
    time: fields.time,
    duration: Number(fields.duration),
    timezone: fields.timezone,
    module: fields.module || null,
    finishBy: fields.module && fields.finishBy ? fields.finishBy : null,
  };
}

/** The weekday's name in `language`: 1 January 2024 was a Monday. */
export function weekdayName(day: Weekday, language: string): string {
  const index = WEEKDAYS.indexOf(day);
  return dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
}

/** "Monday and Thursday", in `language`. */
export function daysList(days: readonly Weekday[], language: string): string {
  const names = days.map((day) => weekdayName(day, language));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}
