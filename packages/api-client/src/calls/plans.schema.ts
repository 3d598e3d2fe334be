import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './http.schema';

/** The days of the week as iCalendar names them (`BYDAY`). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const Weekday = StringEnum(WEEKDAYS);
export type Weekday = Static<typeof Weekday>;

/** A module as a plan or a certificate names it. */
export const ModuleRef = Type.Object({ slug: Type.String(), title: Type.String() });
export type ModuleRef = Static<typeof ModuleRef>;

/** Body of PUT /campus/v1/study-plan. */
export const StudyPlanPayload = Type.Object({
  /** The days to study, each once. */
  days: Type.Array(Weekday, { minItems: 1, maxItems: 7, uniqueItems: true }),
  /** Local start time, 24-hour `HH:MM`. */
  time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
  /** Minutes, 15 to 240. */
  duration: Type.Integer({ minimum: 15, maximum: 240 }),
  /** An IANA time zone name, e.g. `Europe/Berlin`. */
  timezone: Type.String({ minLength: 1, maxLength: 64 }),
  /** The slug of a module to follow and finish; null or absent: whatever the home would continue. */
  module: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
  /** `YYYY-MM-DD`, today or later, only with a module. */
  finishBy: Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }))),
});
export type StudyPlanPayload = Static<typeof StudyPlanPayload>;

/** Where the plan's calendar is: the feed, the same as a subscription, and Google Calendar's link. */
export const CalendarLinks = Type.Object({
  ics: Type.String(),
  webcal: Type.String(),
  google: Type.String(),
});
export type CalendarLinks = Static<typeof CalendarLinks>;

/** A member's study plan, as saved (GET, PUT /campus/v1/study-plan). */
export const StudyPlan = Type.Object({
  days: Type.Array(Weekday),
  time: Type.String(),
  duration: Type.Integer(),
  timezone: Type.String(),
  /** The language of the calendar's texts: the request's `X-WP-Language` when saved. */
  language: StringEnum(['en', 'es', 'he']),
  module: Type.Union([ModuleRef, Type.Null()]),
  finishBy: Nullable(Type.String()),
  calendar: CalendarLinks,
});
export type StudyPlan = Static<typeof StudyPlan>;

/** DELETE /campus/v1/study-plan: WordPress's deletion answer. */
export const StudyPlanDeleted = Type.Object({
  deleted: Type.Boolean(),
  previous: StudyPlan,
});
export type StudyPlanDeleted = Static<typeof StudyPlanDeleted>;
