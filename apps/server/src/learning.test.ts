import type {
  Category,
  Course,
  Lesson,
  LessonPosition,
  Playlist,
  PurchaseResponse,
  Video,
} from '@campus/api-client';
import { bearer, login, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startTestServer({ numberFreePlaylistViews: 2 });
  member = await login(server.app, 'member@campus.test');
});
afterAll(() => server.close());

const get = (
  url: string,
  headers: Record<string, string> = {},
  cookies: Record<string, string> = {},
) => server.app.inject({ method: 'GET', url: `/wp-json${url}`, headers, cookies });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => server.app.inject({ method, url: `/wp-json${url}`, payload: payload as object, headers });

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

  it('reads a lesson by id or slug and 404s an unknown one with the spec message', async () => {
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
    expect((await get('/wp/v2/playlist?per_page=100', bearer(member))).headers['x-wp-total']).toBe(
      '9',
    );
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
    const profile = (
      await server.app.inject({
        method: 'POST',
        url: '/wp-json/jwt-auth/v1/token',
        payload: { user_email: 'member@campus.test', password: 'Campus!2026', options: {} },
      })
    ).json().profile;
    expect(profile.trainingStats).toMatchObject({ lessonsComplete: 4, modulesComplete: 1 });
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
});

describe('courses and purchase', () => {
  const card = (number: string) => ({
    number,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    name: 'Test Buyer',
  });

  it('lists the course library and the member’s own courses', async () => {
    const products = await get('/wp/v2/product', bearer(member));
    expect(products.headers['x-wp-total']).toBe('4');
    expect(
      products
        .json()
        .filter((p: { active: boolean }) => p.active)
        .map((p: { slug: string }) => p.slug),
    ).toEqual(['foundations', 'growing-together']);
    const mine = (await get('/wp/v2/course?context=mine', bearer(member))).json<Course[]>();
    expect(mine.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['foundations', 'growing-together']),
    );
    expect((await get('/wp/v2/course?context=mine')).statusCode).toBe(401);
    expect((await get('/wp/v2/course?context=everything', bearer(member))).statusCode).toBe(400);
  });

  it('opens a series to run only for members running it', async () => {
    expect((await get('/wp/v2/course/foundations', bearer(member))).json().resources.length).toBe(
      9,
    );
    const translator = await login(server.app, 'translator@campus.test');
    const denied = await get('/wp/v2/course/foundations', bearer(translator));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'You need to be running Foundations in order to have access to this resource.',
    );
  });

  it('buys a series with the success card, declines the declined card, and rejects bad numbers', async () => {
    const buyer = await login(server.app, 'translator@campus.test');
    const declined = await send(
      'POST',
      '/wp/v2/product/purchase',
      { product_id: 1, blog_id: 1, card: card('4000000000000002') },
      bearer(buyer),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(
      (
        await send(
          'POST',
          '/wp/v2/product/purchase',
          { product_id: 1, blog_id: 1, card: card('4242424242424241') },
          bearer(buyer),
        )
      ).json().code,
    ).toBe('invalid_card_number');
    expect(
      (
        await send(
          'POST',
          '/wp/v2/product/purchase',
          { product_id: 1, blog_id: 1, card: { ...card('4242424242424242'), exp_year: 2001 } },
          bearer(buyer),
        )
      ).json().code,
    ).toBe('expired_card');
    expect(
      (
        await send(
          'POST',
          '/wp/v2/product/purchase',
          { product_id: 1, blog_id: 1, card: { number: 'abc' } },
          bearer(buyer),
        )
      ).statusCode,
    ).toBe(400);
    const bought = await send(
      'POST',
      '/wp/v2/product/purchase',
      { product_id: 1, blog_id: 1, card: card('4242 4242 4242 4242') },
      bearer(buyer),
    );
    expect(bought.json<PurchaseResponse>()).toMatchObject({
      success: true,
      product_id: 1,
      blog_id: 1,
      order_id: expect.any(Number),
    });
    expect((await get('/wp/v2/course/foundations', bearer(buyer))).statusCode).toBe(200);
    expect((await get('/wp/v2/resource/1001blog/1', bearer(buyer))).json().canView).toBe(true);
    expect(
      (
        await send(
          'POST',
          '/wp/v2/product/purchase',
          { product_id: 1, blog_id: 1, card: card('4242424242424242') },
          bearer(buyer),
        )
      ).statusCode,
    ).toBe(409);
  });

  it('creates, renames and deletes a course run with an organization', async () => {
    const created = await send(
      'POST',
      '/wp/v2/course',
      {
        title: 'Tuesday group',
        product_id: 2,
        blog_id: 1,
        organization_id: 3,
        start_date: '2027-01-12',
        acknowledged: true,
      },
      bearer(member),
    );
    expect(created.statusCode).toBe(201);
    const course = created.json<Course>();
    expect(course).toMatchObject({
      title: 'Tuesday group',
      slug: 'growing-together',
      organization_id: 3,
      start_date: '2027-01-12',
    });
    const renamed = await send(
      'PUT',
      `/wp/v2/course/${course.id}`,
      { title: 'Wednesday group' },
      bearer(member),
    );
    expect(renamed.json<Course>().title).toBe('Wednesday group');
    const refusal = async (body: Record<string, unknown>) =>
      (await send('POST', '/wp/v2/course', { blog_id: 1, ...body }, bearer(member))).statusCode;
    expect(await refusal({ product_id: 3, organization_id: 3 })).toBe(402);
    expect(await refusal({ product_id: 2, organization_id: 9999 })).toBe(400);
    expect(await refusal({ product_id: 2, start_date: 'soon' })).toBe(400);
    expect(
      (await send('DELETE', `/wp/v2/course/${course.id}`, undefined, bearer(member))).json(),
    ).toEqual({
      success: true,
      deleted: true,
      previous: { ...course, title: 'Wednesday group' },
    });
    expect((await get(`/wp/v2/course/${course.id}`, bearer(member))).statusCode).toBe(404);
  });
});
