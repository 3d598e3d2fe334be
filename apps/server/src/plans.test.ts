import ICAL from 'ical.js';
import type { Playlist, StudyPlan, StudyPlanDeleted } from '@campus/api-client';
import { bearer, login, restCalls, startTestServer, type TestServer } from './test/harness';

// The study plan (README, "Study plan and calendar"): saved, read and stopped as the member's own
// data, and served as a calendar that an independent parser (Mozilla's ical.js) reads, expanding
// its weekly rule with the zone the file itself carries.

let server: TestServer;
let member: string;
let newbie: string;
beforeAll(async () => {
  server = await startTestServer();
  [member, newbie] = await Promise.all([
    login(server.app, 'member@campus.test'),
    login(server.app, 'newbie@campus.test'),
  ]);
});
afterAll(() => server.close());

const { get, send, post } = restCalls(() => server.app);

const weekly = { days: ['MO', 'WE', 'FR'], time: '18:30', duration: 45, timezone: 'Europe/Berlin' };
const today = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format();
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The calendar at a plan's address, fetched as a calendar app does: no session. */
async function calendarOf(plan: StudyPlan) {
  const response = await server.app.inject({
    method: 'GET',
    url: plan.calendar.ics.slice(server.config.publicUrl.length),
  });
  return response;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

/** The wall clock at an instant in a zone, by the platform's own time zone data. */
const wallClock = (instant: Date, zone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: parts.weekday,
    time: `${parts.hour}:${parts.minute}`,
    offset: parts.timeZoneName,
  };
};

describe('the plan', () => {
  it('needs a session, as every member route does', async () => {
    for (const response of [
      await get('/campus/v1/study-plan'),
      await send('PUT', '/campus/v1/study-plan', weekly),
      await send('DELETE', '/campus/v1/study-plan'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
    }
    expect((await get('/campus/v1/study-plan', { authorization: 'Bearer nope' })).json().code).toBe(
      'jwt_auth_invalid_token',
    );
  });

  it('is 404 campus_no_study_plan before one is saved', async () => {
    const response = await get('/campus/v1/study-plan', bearer(newbie));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'campus_no_study_plan',
      message: 'You have no study plan.',
      data: { status: 404 },
    });
  });

  it('refuses bad input WordPress’s way, naming each parameter', async () => {
    const shapes = await send(
      'PUT',
      '/campus/v1/study-plan',
      { days: ['MO', 'MO', 'XX'], time: '25:00', duration: 10, timezone: 'Europe/Berlin' },
      bearer(newbie),
    );
    expect(shapes.statusCode).toBe(400);
    expect(shapes.json().code).toBe('rest_invalid_param');
    expect(Object.keys(shapes.json().data.params).sort()).toEqual(['days', 'duration', 'time']);
    const none = await send(
      'PUT',
      '/campus/v1/study-plan',
      { ...weekly, days: [] },
      bearer(newbie),
    );
    expect(none.json().data.params).toHaveProperty('days');
    const missing = await send('PUT', '/campus/v1/study-plan', { days: ['MO'] }, bearer(newbie));
    expect(missing.json().code).toBe('rest_missing_callback_param');

    const meaning = await send(
      'PUT',
      '/campus/v1/study-plan',
      {
        ...weekly,
        timezone: 'Mars/Olympus_Mons',
        module: 'no-such-module',
        finishBy: '2020-01-01',
      },
      bearer(newbie),
    );
    expect(meaning.statusCode).toBe(400);
    expect(meaning.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): timezone, module, finishBy',
      data: { status: 400 },
    });
    const alone = await send(
      'PUT',
      '/campus/v1/study-plan',
      { ...weekly, finishBy: inDays(30) },
      bearer(newbie),
    );
    expect(alone.json().data.params).toEqual({ finishBy: 'finishBy needs a module to finish.' });
    expect((await get('/campus/v1/study-plan', bearer(newbie))).statusCode).toBe(404);
  });

  it('is saved in the request’s language, read back, and keeps its address when saved again', async () => {
    const saved = await send(
      'PUT',
      '/campus/v1/study-plan',
      { ...weekly, days: ['FR', 'MO', 'WE'], module: 'module-welcome', finishBy: inDays(40) },
      { ...bearer(newbie), 'x-wp-language': 'es_ES' },
    );
    expect(saved.statusCode).toBe(200);
    const plan = saved.json<StudyPlan>();
    expect(plan).toMatchObject({
      days: ['MO', 'WE', 'FR'],
      time: '18:30',
      duration: 45,
      timezone: 'Europe/Berlin',
      language: 'es',
      module: { slug: 'module-welcome', title: 'First steps with Campus' },
      finishBy: inDays(40),
    });
    const base = server.config.publicUrl;
    expect(plan.calendar.ics).toMatch(
      new RegExp(`^${base}/wp-json/campus/v1/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect(plan.calendar.webcal).toBe(plan.calendar.ics.replace(/^https?:/, 'webcal:'));
    expect(plan.calendar.google).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(plan.calendar.webcal)}`,
    );
    expect((await get('/campus/v1/study-plan', bearer(newbie))).json()).toEqual(plan);

    const again = (
      await send('PUT', '/campus/v1/study-plan', { ...weekly, time: '07:15' }, bearer(newbie))
    ).json<StudyPlan>();
    expect(again).toMatchObject({ time: '07:15', module: null, finishBy: null, language: 'en' });
    expect(again.calendar).toEqual(plan.calendar);
  });

  it('is stopped with DELETE, which revokes its calendar address; a new plan gets a new one', async () => {
    const plan = (await get('/campus/v1/study-plan', bearer(newbie))).json<StudyPlan>();
    expect((await calendarOf(plan)).statusCode).toBe(200);
    const stopped = await send('DELETE', '/campus/v1/study-plan', undefined, bearer(newbie));
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<StudyPlanDeleted>()).toEqual({ deleted: true, previous: plan });
    const gone = await calendarOf(plan);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'campus_no_calendar', data: { status: 404 } });
    expect((await get('/campus/v1/study-plan', bearer(newbie))).statusCode).toBe(404);
    expect(
      (await send('DELETE', '/campus/v1/study-plan', undefined, bearer(newbie))).statusCode,
    ).toBe(404);
    const fresh = (
      await send('PUT', '/campus/v1/study-plan', weekly, bearer(newbie))
    ).json<StudyPlan>();
    expect(fresh.calendar.ics).not.toBe(plan.calendar.ics);
    expect((await calendarOf(plan)).statusCode).toBe(404);
    expect((await server.app.inject('/wp-json/campus/v1/calendar/unknown.ics')).statusCode).toBe(
      404,
    );
  });
});

describe('the calendar', () => {
  it('repeats on the chosen days at the chosen local time, on both sides of a daylight-saving change', async () => {
    const plan = (
      await send('PUT', '/campus/v1/study-plan', weekly, bearer(member))
    ).json<StudyPlan>();
    const response = await calendarOf(plan);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=0/);
    // RFC 5545 wants the stamps in UTC, whatever the events' zone.
    expect(response.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    expect(response.body).not.toMatch(/^DTSTAMP:\d{8}T\d{6}\r$/m);
    const { calendar, events } = parse(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Berlin',
    );
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.isRecurring()).toBe(true);
    expect(String(event!.component.getFirstPropertyValue('rrule'))).toBe(
      'FREQ=WEEKLY;BYDAY=MO,WE,FR',
    );
    expect(event!.duration.toSeconds()).toBe(45 * 60);
    expect(event!.startDate.zone?.tzid).toBe('Europe/Berlin');

    // 40 weeks hold a change of Berlin's offset whatever the day the suite runs.
    const iterator = event!.iterator();
    const seen: Array<ReturnType<typeof wallClock>> = [];
    for (let next = iterator.next(); next && seen.length < 120; next = iterator.next())
      seen.push(wallClock(next.toJSDate(), 'Europe/Berlin'));
    expect(new Set(seen.map((s) => s.time))).toEqual(new Set(['18:30']));
    expect(new Set(seen.map((s) => s.day))).toEqual(new Set(['Mon', 'Wed', 'Fri']));
    expect(new Set(seen.map((s) => s.offset))).toEqual(new Set(['GMT+01:00', 'GMT+02:00']));
    // The first one is the first chosen day from today on.
    expect(event!.startDate.toString().slice(0, 10) >= today('Europe/Berlin')).toBe(true);
  });

  it('keeps a stable UID while the plan lives, and the same time in New York across November', async () => {
    const first = parse(
      (await calendarOf((await get('/campus/v1/study-plan', bearer(member))).json())).body,
    );
    const plan = (
      await send(
        'PUT',
        '/campus/v1/study-plan',
        { ...weekly, days: ['SU'], time: '09:00', timezone: 'America/New_York' },
        bearer(member),
      )
    ).json<StudyPlan>();
    const { events } = parse((await calendarOf(plan)).body);
    expect(events[0]!.uid).toBe(first.events[0]!.uid);
    const iterator = events[0]!.iterator();
    const seen: Array<ReturnType<typeof wallClock>> = [];
    for (let next = iterator.next(); next && seen.length < 40; next = iterator.next())
      seen.push(wallClock(next.toJSDate(), 'America/New_York'));
    expect(new Set(seen.map((s) => `${s.day} ${s.time}`))).toEqual(new Set(['Sun 09:00']));
    expect(new Set(seen.map((s) => s.offset))).toEqual(new Set(['GMT-05:00', 'GMT-04:00']));
  });

  it('names the lesson the home would continue, links to it, and follows progress', async () => {
    const plan = (
      await send('PUT', '/campus/v1/study-plan', weekly, bearer(member))
    ).json<StudyPlan>();
    // The member stopped a video of Habits yesterday (demo content): the home resumes it.
    const habits = (await get('/wp/v2/playlist/module-habits', bearer(member))).json<Playlist>();
    const stopped = habits.lessons.find((lesson) => lesson.id === 2025)!;
    const [event] = parse((await calendarOf(plan)).body).events;
    const link = `${server.config.publicUrl}/training/module-habits/${stopped.slug}`;
    expect(event!.summary).toBe(`Study: ${stopped.title}`);
    expect(event!.description).toBe(`Next lesson: ${stopped.title} (${habits.title})\n${link}`);
    expect(event!.component.getFirstPropertyValue('url')).toBe(link);

    const complete = await post(
      '/wp/v2/playlist/lesson-complete',
      {
        lesson_id: 2025,
        lesson_blog_id: habits.blog_id,
        playlist_id: habits.id,
        playlist_blog_id: habits.blog_id,
      },
      bearer(member),
    );
    expect(complete.statusCode).toBe(200);
    const after = habits.lessons.find((lesson) => lesson.id === 2026)!;
    const [next] = parse((await calendarOf(plan)).body).events;
    expect(next!.summary).toBe(`Study: ${after.title}`);
    expect(next!.description).toContain(`/training/module-habits/${after.slug}`);
  });

  it('follows the chosen module in the plan’s language, shows the finish-by day, and says when it is done', async () => {
    const finishBy = inDays(21);
    const plan = (
      await send(
        'PUT',
        '/campus/v1/study-plan',
        { ...weekly, module: 'module-welcome', finishBy },
        { ...bearer(member), 'x-wp-language': 'he' },
      )
    ).json<StudyPlan>();
    const welcome = (await get('/wp/v2/playlist/module-welcome', bearer(member))).json<Playlist>();
    const { events } = parse((await calendarOf(plan)).body);
    expect(events).toHaveLength(2);
    const [study, finish] = events;
    expect(study!.summary).toBe(`לימוד: ${welcome.lessons[0]!.title}`);
    expect(finish!.isRecurring()).toBe(false);
    expect(finish!.startDate.isDate).toBe(true);
    expect(finish!.startDate.toString()).toBe(finishBy);
    expect(finish!.summary).toBe(`לסיים את ${welcome.title}`);

    for (const lesson of welcome.lessons) {
      await post(
        '/wp/v2/playlist/lesson-complete',
        {
          lesson_id: lesson.id,
          lesson_blog_id: lesson.blog_id,
          playlist_id: welcome.id,
          playlist_blog_id: welcome.blog_id,
        },
        bearer(member),
      );
      const [now] = parse((await calendarOf(plan)).body).events;
      const following = welcome.lessons[welcome.lessons.indexOf(lesson) + 1];
      expect(now!.summary).toBe(following ? `לימוד: ${following.title}` : 'זמן לימוד');
    }
    const [done] = parse((await calendarOf(plan)).body).events;
    expect(done!.description).toContain(`השלמת את כל השיעורים של ${welcome.title}`);
  });
});
