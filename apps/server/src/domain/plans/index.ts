import { randomBytes, randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { StudyPlan, StudyPlanPayload, Weekday } from '@campus/api-client';
import { WEEKDAYS } from '@campus/api-client/contract';
import type { Db } from '../../services/store';
import type { Session } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import { mayOpenModule } from '../training/access';
import type { PlaylistRecord } from '../training/modules';
import type { PlanLanguage } from './texts';
import type { PlanRow } from './row';

export type { PlanRow } from './row';

export { calendarOf } from './calendar';
export { planLanguageOf } from './texts';

/*
 * A member's study plan (README, "Study plan and calendar"): days of the week, a local time, a
 * duration and a time zone, and optionally a module to finish by a date. Its calendar is served at
 * a secret address, which a new save keeps and a stop revokes.
 */

/** The plan's calendar address: a secret of 32 random bytes, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

/** The IANA zone as the platform names it, or undefined when it knows no such zone. */
export function canonicalZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const invalid = (params: Record<string, string>) =>
  new WpError(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    {
      params,
    },
  );

/** What the schema cannot check: a zone that exists, a module the member may open, a date ahead. */
function checked(
  body: StudyPlanPayload,
  modules: PlaylistRecord[],
  session: Session,
): { timezone: string; module: PlaylistRecord | null; finishBy: string | null } {
  const params: Record<string, string> = {};
  const timezone = canonicalZone(body.timezone);
  if (!timezone) params.timezone = 'timezone is not a known IANA time zone.';
  const module = body.module ? modules.find((m) => m.slug === body.module) : undefined;
  if (body.module && (!module || !mayOpenModule(module, session)))
    params.module = 'module is not a module you may open.';
  const finishBy = body.finishBy ?? null;
  if (finishBy) {
    const date = DateTime.fromISO(finishBy, { zone: timezone ?? 'UTC' });
    const today = DateTime.now()
      .setZone(timezone ?? 'UTC')
      .startOf('day');
    if (!date.isValid) params.finishBy = 'finishBy is not a valid date.';
    else if (date < today) params.finishBy = 'finishBy must not be in the past.';
    else if (!body.module) params.finishBy = 'finishBy needs a module to finish.';
  }
  if (Object.keys(params).length > 0) throw invalid(params);
  return { timezone: timezone!, module: module ?? null, finishBy };
}

export async function readPlanRow(db: Db, userId: number): Promise<PlanRow | undefined> {
  return db.selectFrom('study_plans').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function planRowByToken(db: Db, token: string): Promise<PlanRow | undefined> {
  return db.selectFrom('study_plans').selectAll().where('token', '=', token).executeTakeFirst();
}

const noPlan = () => new WpError(404, 'campus_no_study_plan', 'You have no study plan.');

/** The calendar's addresses: the feed, the same as a subscription, and Google Calendar's link. */
export function calendarLinks(publicUrl: string, token: string): StudyPlan['calendar'] {
  const ics = `${publicUrl}/wp-json/campus/v1/calendar/${token}.ics`;
  const webcal = ics.replace(/^https?:\/\//, 'webcal://');
  return {
    ics,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
}

export function presentPlan(row: PlanRow, modules: PlaylistRecord[], publicUrl: string): StudyPlan {
  const module = row.module ? modules.find((m) => m.slug === row.module) : undefined;
  return {
    days: JSON.parse(String(row.days)) as Weekday[],
    time: String(row.time),
    duration: Number(row.duration),
    timezone: String(row.timezone),
    language: String(row.language) as PlanLanguage,
    module: module ? { slug: module.slug, title: module.title } : null,
    finishBy: row.finish_by ? String(row.finish_by) : null,
    calendar: calendarLinks(publicUrl, String(row.token)),
  };
}

export async function readPlan(
  db: Db,
  userId: number,
  modules: PlaylistRecord[],
  publicUrl: string,
): Promise<StudyPlan> {
  const row = await readPlanRow(db, userId);
  if (!row) throw noPlan();
  return presentPlan(row, modules, publicUrl);
}

/**
 * Saves the member's plan. A plan saved again keeps its calendar address and event UID, so a
 * calendar subscribed to it follows the change; a new plan gets new ones.
 */
export async function savePlan(
  db: Db,
  session: Session,
  body: StudyPlanPayload,
  language: PlanLanguage,
  modules: PlaylistRecord[],
  publicUrl: string,
): Promise<StudyPlan> {
  const { timezone, module, finishBy } = checked(body, modules, session);
  const now = new Date().toISOString();
  // The days in the week's order, whatever order they were sent in.
  const days = WEEKDAYS.filter((day) => body.days.includes(day));
  const fields = {
    days: JSON.stringify(days),
    time: body.time,
    duration: body.duration,
    timezone,
    language,
    module: module?.slug ?? null,
    finish_by: finishBy,
    updated: now,
  };
  await db
    .insertInto('study_plans')
    .values({
      user_id: session.user.id,
      ...fields,
      token: newToken(),
      uid: `${randomUUID()}@campus`,
      created: now,
    })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(fields))
    .execute();
  return readPlan(db, session.user.id, modules, publicUrl);
}

/** Stops the plan: its row, and with it the calendar address, is gone. Answers the plan it was. */
export async function deletePlan(
  db: Db,
  userId: number,
  modules: PlaylistRecord[],
  publicUrl: string,
): Promise<StudyPlan> {
  const previous = await readPlan(db, userId, modules, publicUrl);
  await db.deleteFrom('study_plans').where('user_id', '=', userId).execute();
  return previous;
}
