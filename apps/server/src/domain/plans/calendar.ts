import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, type ICalWeekday } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import type { LessonRecord, PlaylistRecord } from '../training/modules';
import type { PlanRow } from './row';
import { memberProgress, nextLesson } from './next-lesson';
import { CALENDAR_TEXTS, planLanguageOf } from './texts';
import type { Db } from '../../services/store';

/*
 * A plan as an iCalendar subscription (RFC 5545, written by ical-generator): one weekly event on
 * the plan's days at its local time in its zone, with the zone's VTIMEZONE so every calendar puts
 * it at the same local time on both sides of a daylight-saving change; and, with a finish-by date,
 * an all-day event that day. The texts are worked out at each fetch from the member's progress.
 */

const WEEKDAY_NUMBER: Record<string, number> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };

/** The first day on or after the plan was made that is one of its days, at its time, in its zone. */
function firstOccurrence(row: PlanRow, days: string[]): DateTime {
  const [hour, minute] = String(row.time).split(':').map(Number);
  let day = DateTime.fromISO(String(row.created), { zone: row.timezone }).startOf('day');
  const wanted = new Set(days.map((d) => WEEKDAY_NUMBER[d]));
  while (!wanted.has(day.weekday)) day = day.plus({ days: 1 });
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}

export async function calendarOf(
  db: Db,
  row: PlanRow,
  data: { lessons: LessonRecord[]; playlists: PlaylistRecord[] },
  publicUrl: string,
): Promise<string> {
  const texts = CALENDAR_TEXTS[planLanguageOf(row.language)];
  const days = JSON.parse(String(row.days)) as string[];
  const next = nextLesson(data, await memberProgress(db, Number(row.user_id)), row.module);
  const module = row.module ? data.playlists.find((m) => m.slug === row.module) : undefined;

  let summary: string;
  let description: string;
  let url: string;
  if (next.kind === 'lesson') {
    url = `${publicUrl}/training/${next.module.slug}/${next.lesson.slug}`;
    summary = texts.study(next.lesson.title);
    description = `${texts.next(next.lesson.title, next.module.title)}\n${url}`;
  } else {
    url =
      next.kind === 'module-done'
        ? `${publicUrl}/training/${next.module.slug}`
        : `${publicUrl}/training`;
    summary = texts.studyDone;
    description = `${next.kind === 'module-done' ? texts.moduleDone(next.module.title) : texts.everythingDone}\n${url}`;
  }

  const calendar = ical({
    name: texts.calendarName,
    prodId: { company: 'Campus', product: 'Study plan', language: row.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Calendars that honour it read the plan again every few hours, to follow the member's progress.
    ttl: 6 * 3600,
    url: `${publicUrl}/training`,
  });
  // The zone's VTIMEZONE for the events that name it; the calendar itself has none, so DTSTAMP
  // and LAST-MODIFIED are written in UTC, as RFC 5545 wants them.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const start = firstOccurrence(row, days);
  const stamp = DateTime.fromISO(String(row.updated), { zone: 'UTC' });
  calendar.createEvent({
    id: row.uid,
    start,
    end: start.plus({ minutes: Number(row.duration) }),
    timezone: row.timezone,
    stamp: DateTime.now().toUTC(),
    lastModified: stamp,
    summary,
    description,
    url,
    repeating: {
      freq: ICalEventRepeatingFreq.WEEKLY,
      byDay: days as ICalWeekday[],
    },
  });
  if (row.finish_by && module) {
    calendar.createEvent({
      id: `finish-${row.uid}`,
      start: DateTime.fromISO(String(row.finish_by), { zone: row.timezone }),
      allDay: true,
      stamp: DateTime.now().toUTC(),
      summary: texts.finish(module.title),
      description: `${publicUrl}/training/${module.slug}`,
      url: `${publicUrl}/training/${module.slug}`,
    });
  }
  return calendar.toString();
}
