import type { Category, Lesson, LessonPosition, Playlist, Video } from '@campus/api-client';
import { bearer, login, restCalls, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startTestServer({ numberFreePlaylistViews: 2 });
  member = await login(server.app, 'member@campus.test');
});
afterAll(() => server.close());

const { get, send } = restCalls(() => server.app);

describe('lessons', () => {
  it('filters popular videos and reports totals in headers', async () => {
    const response = await get('/wp/v2/lesson?popular=1&type=video&per_page=3&offset=0');
    const lessons = response.json<Lesson[]>();
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons.length).toBeLessThanOrEqual(3);
    expect(lessons.every((l) => l.type === 'video')).toBe(true);
    expect(Number(response.headers['x-wp-total'])).toBeGreaterThanOrEqual(lessons.length);
    expect(response.headers['x-wp-totalpages']).toBeDefined();
    expect((await get('/wp/v2/lesson?type=podcast')).statusCode).toBe(400);
  });

  it("a lesson's library video answers the video get call with its languages and captions", async () => {
    const lesson = (
      await get('/wp/v2/lesson/listening-in-practice-1', bearer(member))
    ).json<Lesson>();
    const id = /\/wp\/v2\/video\/(\d+)$/.exec(lesson.video_url ?? '')![1];
    const video = (await get(`/wp/v2/video/${id}`, bearer(member))).json<Video>();
    expect(video.url).toMatch(/\/wp-json\/campus\/v1\/media\/.+\.mp4$/);
    expect((video.languages ?? []).map((option) => [option.language, option.subtitles])).toEqual([
      ['en', '/media/captions-en.vtt'],
      ['es', '/media/captions-es.vtt'],
    ]);
  });

  it('reads a lesson by id or slug and 404s an unknown one with its not-found message', async () => {
    const bySlug = (
      await get('/wp/v2/lesson/listening-in-practice-1', bearer(member))
    ).json<Lesson>();
    const byId = (await get(`/wp/v2/lesson/${bySlug.id}`, bearer(member))).json<Lesson>();
    expect(byId.slug).toBe('listening-in-practice-1');
    // The welcome module's first video names a library video (demo content), the others are files.
    expect(byId.video_url).toBe('/wp-json/wp/v2/video/508');
    expect(
      (await get('/wp/v2/lesson/feedback-in-practice-1', bearer(member))).json<Lesson>().video_url,
    ).toMatch(/\.mp4$/);
    expect(byId.related!.length).toBeGreaterThan(0);
    expect(byId.playlists![0]).toMatchObject({ slug: 'module-welcome' });
    const missing = await get('/wp/v2/lesson/no-such-lesson');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('That lesson could not be found.');
  });

  it('names as related the first three lessons of the list sharing a tag, and every module holding it', async () => {
    const all = (await get('/wp/v2/lesson?per_page=100', bearer(member))).json<Lesson[]>();
    const modules = (await get('/wp/v2/playlist?per_page=100', bearer(member))).json<Playlist[]>();
    for (const slug of ['listening-in-practice-1', 'feedback-in-practice-1', 'welcome-basics-1']) {
      const lesson = (await get(`/wp/v2/lesson/${slug}`, bearer(member))).json<Lesson>();
      const tags = new Set((lesson.tags ?? []).map((tag) => tag.slug));
      const expected = all
        .filter(
          (other) => other.id !== lesson.id && (other.tags ?? []).some((tag) => tags.has(tag.slug)),
        )
        .slice(0, 3)
        .map((other) => other.id);
      expect(lesson.related!.map((other) => other.id)).toEqual(expected);
      expect(lesson.playlists!.map((module) => module.id)).toEqual(
        modules
          .filter((module) => module.lessons.some((other) => other.id === lesson.id))
          .map((module) => module.id),
      );
    }
  });

  it('lets a visitor open numberFreePlaylistViews distinct lessons, then hides the rest', async () => {
    const first = await get('/wp/v2/lesson/welcome-basics-1');
    expect(first.json<Lesson>().canView).toBe(true);
    const visitor = String(first.headers['set-cookie']).match(/campus_visitor=([^;]+)/)![1]!;
    const cookies = { campus_visitor: visitor };
    expect(
      (await get('/wp/v2/lesson/listening-in-practice-1', {}, cookies)).json<Lesson>().canView,
    ).toBe(true);
    const third = (await get('/wp/v2/lesson/planning-basics-1', {}, cookies)).json<Lesson>();
    expect(third.canView).toBe(false);
    expect(third.content.rendered).toBe('');
    expect((await get('/wp/v2/lesson/welcome-basics-1', {}, cookies)).json<Lesson>().canView).toBe(
      true,
    );
  });

  it('never shows a private module’s lessons to visitors', async () => {
    const module = (await get('/wp/v2/playlist/module-mentoring', bearer(member))).json<Playlist>();
    expect(module.status).toBe('private');
    const lesson = (await get(`/wp/v2/lesson/${module.lessons[0]!.id}`)).json<Lesson>();
    expect(lesson.canView).toBe(false);
    const asVisitor = (await get('/wp/v2/playlist/module-mentoring')).json<Playlist>();
    expect(asVisitor.canView).toBe(false);
    expect(asVisitor.lessons.every((l) => !l.canView && l.content.rendered === '')).toBe(true);
  });
});

describe('playlists and categories', () => {
  it('lists modules with totals, leaving out private ones for visitors', async () => {
    const visitor = await get('/wp/v2/playlist?per_page=6&offset=0');
    expect(visitor.headers['x-wp-total']).toBe('8');
    expect(visitor.json<Playlist[]>()).toHaveLength(6);
    const asMember = await get('/wp/v2/playlist?per_page=100', bearer(member));
    expect(asMember.headers['x-wp-total']).toBe('9');
    // Each lesson is named with what its card shows; its text comes with the lesson's own answer.
    const lessons = asMember.json<Playlist[]>().flatMap((module) => module.lessons);
    expect(lessons.length).toBeGreaterThan(20);
    expect(lessons.every((l) => l.content.rendered === '' && l.title && l.slug)).toBe(true);
    const [first] = lessons;
    expect(
      (await get(`/wp/v2/lesson/${first!.slug}`, bearer(member))).json<Lesson>().content.rendered,
    ).not.toBe('');
  });

  it("writes each module's lessons as the lesson list does, with the member's progress, and `_fields` as WordPress keeps them", async () => {
    const module = (await get('/wp/v2/playlist/module-planning', bearer(member))).json<Playlist>();
    const [done] = module.lessons;
    await send(
      'POST',
      '/wp/v2/playlist/lesson-complete',
      { lesson_id: done!.id, lesson_blog_id: 1, playlist_id: module.id, playlist_blog_id: 1 },
      bearer(member),
    );
    // A visitor's lesson list writes briefs through the contract's schema, without their text.
    const briefs = new Map<number, Lesson>();
    for (let page = 1; ; page++) {
      const answer = await get(`/wp/v2/lesson?per_page=100&page=${page}`);
      answer.json<Lesson[]>().forEach((lesson) => briefs.set(lesson.id, lesson));
      if (page >= Number(answer.headers['x-wp-totalpages'])) break;
    }
    const list = await get('/wp/v2/playlist?per_page=100', bearer(member));
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const modules = list.json<Playlist[]>();
    expect(modules.map((m) => m.id)).toContain(module.id);
    for (const { lessons, ...written } of modules) {
      // A module's own answer goes through the contract's schema, the member's progress too.
      const progress = (
        await get(`/wp/v2/playlist/${written.id}`, bearer(member))
      ).json<Playlist>();
      expect(progress).toMatchObject(written);
      expect(lessons).toEqual(
        progress.lessons.map(({ id: lesson, complete, completed_on }) => ({
          ...briefs.get(lesson),
          complete,
          completed_on,
        })),
      );
    }
    expect(modules.flatMap((m) => m.lessons).find((l) => l.id === done!.id)).toMatchObject({
      complete: true,
      completed_on: expect.any(String),
    });
    const home = (
      await get('/wp/v2/playlist?per_page=100&_fields=id,title,lessons', bearer(member))
    ).json<Playlist[]>();
    expect(home).toEqual(modules.map(({ id, title, lessons }) => ({ id, title, lessons })));
    const bare = (await get('/wp/v2/playlist?per_page=100&_fields=id', bearer(member))).json();
    expect(bare).toEqual(modules.map(({ id }) => ({ id })));
  });

  it('finds related playlists by tag, without the current one (PHP-style array query)', async () => {
    const related = (
      await get(
        '/wp/v2/playlist?per_page=3&training_tag=leadership,module&post__not_in[0]=3000&post__not_in[1]=1',
      )
    ).json<Playlist[]>();
    expect(related.length).toBe(3);
    expect(related.some((p) => p.id === 3000)).toBe(false);
    const tagged = (await get('/wp/v2/playlist?training_tag=leadership')).json<Playlist[]>();
    expect(tagged.every((p) => p.tags.some((t) => t.slug === 'leadership'))).toBe(true);
  });

  it('lists training and lesson categories', async () => {
    expect((await get('/rtnetwork/v1/training_category')).json<Category[]>()[0]).toEqual({
      slug: 'leadership',
      translated_slug: 'leadership',
      name: 'Leadership',
      glyph: 'flag',
    });
    expect((await get('/wp/v2/lesson-categories')).json()).toContainEqual({
      slug: 'well-being',
      name: 'Well-being',
    });
  });
});

describe('progress', () => {
  it('completes lessons, shows them complete in the module, and resets the module', async () => {
    const statsOf = async () =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/wp-json/jwt-auth/v1/token',
          payload: { user_email: 'member@campus.test', password: 'Campus!2026', options: {} },
        })
      ).json().profile.trainingStats as { lessonsComplete: number; modulesComplete: number };
    const before = await statsOf();
    const module = (await get('/wp/v2/playlist/module-listening', bearer(member))).json<Playlist>();
    for (const lesson of module.lessons) {
      const done = await send(
        'POST',
        '/wp/v2/playlist/lesson-complete',
        { lesson_id: lesson.id, lesson_blog_id: 1, playlist_id: module.id, playlist_blog_id: 1 },
        bearer(member),
      );
      expect(done.json()).toMatchObject({
        lesson_id: lesson.id,
        complete: true,
        completed_on: expect.any(String),
      });
    }
    const after = (await get('/wp/v2/playlist/module-listening', bearer(member))).json<Playlist>();
    expect(after.lessons.every((l) => l.complete && l.completed_on)).toBe(true);
    expect(await statsOf()).toEqual({
      lessonsComplete: before.lessonsComplete + 4,
      modulesComplete: before.modulesComplete + 1,
    });
    expect(
      (
        await send('DELETE', `/wp/v2/playlist/1/${module.id}/progress`, undefined, bearer(member))
      ).json(),
    ).toEqual({ success: true });
    expect(
      (await get('/wp/v2/playlist/module-listening', bearer(member)))
        .json<Playlist>()
        .lessons.some((l) => l.complete),
    ).toBe(false);
  });

  it('refuses progress from visitors, blocked roles, and for lessons outside the module', async () => {
    const body = { lesson_id: 2000, lesson_blog_id: 1, playlist_id: 3000, playlist_blog_id: 1 };
    expect((await send('POST', '/wp/v2/playlist/lesson-complete', body)).statusCode).toBe(401);
    const couple = await login(server.app, 'couple@campus.test');
    expect(
      (await send('POST', '/wp/v2/playlist/lesson-complete', body, bearer(couple))).statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          'POST',
          '/wp/v2/playlist/lesson-complete',
          { ...body, playlist_id: 3001 },
          bearer(member),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/wp/v2/playlist/lesson-complete', { lesson_id: 'x' }, bearer(member)))
        .statusCode,
    ).toBe(400);
    expect(
      (await send('DELETE', '/wp/v2/playlist/1/42/progress', undefined, bearer(member))).statusCode,
    ).toBe(404);
  });

  it('saves the video position with PUT and with a text/plain beacon carrying the token in the query', async () => {
    expect(
      (await get('/wp/v2/lesson/2001/position', bearer(member))).json<LessonPosition>(),
    ).toEqual({ lesson_id: 2001, position: 0, duration: 0, updated: null });
    const saved = (
      await send(
        'PUT',
        '/wp/v2/lesson/2001/position',
        { position: 2.5, duration: 4 },
        bearer(member),
      )
    ).json<LessonPosition>();
    expect(saved).toMatchObject({ lesson_id: 2001, position: 2.5, duration: 4 });
    const beacon = await server.app.inject({
      method: 'POST',
      url: `/wp-json/wp/v2/lesson/2001/position?token=${member}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ position: 3, duration: 4 }),
    });
    expect(beacon.statusCode).toBe(200);
    expect(
      (await get('/wp/v2/lesson/2001/position', bearer(member))).json<LessonPosition>().position,
    ).toBe(3);
    expect(
      (
        await send(
          'PUT',
          '/wp/v2/lesson/2001/position',
          { position: -1, duration: 4 },
          bearer(member),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: `/wp-json/wp/v2/lesson/2001/position?token=${member}`,
          headers: { 'content-type': 'text/plain' },
          payload: 'not json',
        })
      ).json().code,
    ).toBe('rest_invalid_json');
    expect(
      (await send('PUT', '/wp/v2/lesson/2001/position', { position: 1, duration: 4 })).statusCode,
    ).toBe(401);
  });

  it('lists the member’s own saved positions, latest first, with the totals', async () => {
    const newbie = await login(server.app, 'newbie@campus.test');
    expect((await get('/wp/v2/lesson-positions', bearer(newbie))).json()).toEqual([]);
    for (const lesson of [2003, 2005]) {
      await send(
        'PUT',
        `/wp/v2/lesson/${lesson}/position`,
        { position: 1, duration: 4 },
        bearer(newbie),
      );
      // Saved in two different milliseconds, so "latest" is one of them.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const listed = await get('/wp/v2/lesson-positions?per_page=1', bearer(newbie));
    expect(listed.json<LessonPosition[]>()).toEqual([
      { lesson_id: 2005, position: 1, duration: 4, updated: expect.any(String) },
    ]);
    expect(listed.headers).toMatchObject({ 'x-wp-total': '2', 'x-wp-totalpages': '2' });
    // The demo member's seeded position is theirs alone.
    expect(
      (await get('/wp/v2/lesson-positions', bearer(member)))
        .json<LessonPosition[]>()
        .map((position) => position.lesson_id),
    ).toContain(2025);
    expect((await get('/wp/v2/lesson-positions')).statusCode).toBe(401);
    expect((await get('/wp/v2/lesson-positions?per_page=0', bearer(newbie))).statusCode).toBe(400);
  });
});
