import type { Course, Lesson, Organization } from '@campus/api-client';
import { bearer, login, restCalls, startTestServer, type TestServer } from './test/harness';

// The answers WordPress 6.x and JWT Authentication for WP-API 1.3.x give, replayed: status, code,
// body shape and headers, for bad input on every route and for the REST conventions.
let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startTestServer();
  member = await login(server.app, 'member@campus.test');
});
afterAll(() => server.close());

const { get, send } = restCalls(() => server.app);

describe('collections', () => {
  it('answers a page past the last with rest_post_invalid_page_number and keeps the totals right', async () => {
    const first = await get('/wp/v2/lesson?per_page=10&page=1');
    const total = Number(first.headers['x-wp-total']);
    const pages = Number(first.headers['x-wp-totalpages']);
    expect(total).toBeGreaterThan(10);
    expect(pages).toBe(Math.ceil(total / 10));
    const last = await get(`/wp/v2/lesson?per_page=10&page=${pages}`);
    expect(last.json<Lesson[]>()).toHaveLength(total - (pages - 1) * 10);
    for (const url of [
      `/wp/v2/lesson?per_page=10&page=${pages + 1}`,
      '/wp/v2/playlist?page=99',
      '/wp/v2/product?page=99',
      '/wp/v2/resource?page=99',
      '/wp/v2/organization?paged=99',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      });
    }
    const none = await get('/wp/v2/organization?search=no-such-organization&paged=3');
    expect(none.statusCode).toBe(200);
    expect(none.headers['x-wp-total']).toBe('0');
    expect(none.headers['x-wp-totalpages']).toBe('0');
  });

  it('filters by ?slug= (comma list or repeated)', async () => {
    const one = (await get('/wp/v2/lesson?slug=welcome-basics-1')).json<Lesson[]>();
    expect(one.map((lesson) => lesson.slug)).toEqual(['welcome-basics-1']);
    const products = await get('/wp/v2/product?slug=foundations,growing-together');
    expect(
      products
        .json<Array<{ slug: string }>>()
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['foundations', 'growing-together']);
    expect(products.headers['x-wp-total']).toBe('2');
    const repeated = (await get('/wp/v2/product?slug[]=foundations&slug[]=growing-together')).json<
      unknown[]
    >();
    expect(repeated).toHaveLength(2);
    expect((await get('/wp/v2/playlist?slug=no-such-module')).json()).toEqual([]);
  });

  it('trims answers to _fields, nested a.b included', async () => {
    const lessons = (await get('/wp/v2/lesson?per_page=2&_fields=id,title,image.sizes')).json<
      Array<Record<string, unknown>>
    >();
    expect(lessons).toHaveLength(2);
    for (const lesson of lessons)
      expect(Object.keys(lesson).sort()).toEqual(['id', 'image', 'title']);
    const organization = (await get('/wp/v2/organization/1?_fields=id,meta.type_id')).json();
    expect(organization).toEqual({ id: 1, meta: { type_id: expect.any(Number) } });
    const repeated = (await get('/wp/v2/organization/1?_fields[]=id&_fields[]=name')).json<
      Record<string, unknown>
    >();
    expect(Object.keys(repeated).sort()).toEqual(['id', 'name']);
    // Names inside a list match none of its positions: WordPress answers the list empty.
    const modules = await get('/wp/v2/playlist?per_page=2&_fields=id,lessons.id', bearer(member));
    expect(modules.statusCode).toBe(200);
    expect(modules.json()).toEqual([
      { id: expect.any(Number), lessons: [] },
      { id: expect.any(Number), lessons: [] },
    ]);
  });

  it('keeps what the lesson screen needs beside the fields the app asks for', async () => {
    const lesson = (
      await get(
        '/wp/v2/lesson/welcome-basics-1?_fields=id,title,slug,content,excerpt,image,type,tags,categories,duration,related,video_url',
      )
    ).json<Record<string, unknown>>();
    expect(lesson).toHaveProperty('canView');
    expect(lesson).toHaveProperty('blog_id');
    expect(lesson).not.toHaveProperty('date');
  });
});

describe('items', () => {
  it('creates with 201 and a Location, updates with POST, PUT and PATCH, deletes with the previous item', async () => {
    // The sweep above signed the suite's token out; this test signs in afresh.
    member = await login(server.app, 'member@campus.test');
    const created = await send(
      'POST',
      '/wp/v2/course',
      { title: 'Monday group', product_id: 2, blog_id: 1, organization_id: 3 },
      bearer(member),
    );
    expect(created.statusCode).toBe(201);
    const course = created.json<Course>();
    expect(created.headers.location).toBe(
      `${server.config.publicUrl}/wp-json/wp/v2/course/${course.id}`,
    );
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const updated = await send(
        method,
        `/wp/v2/course/${course.id}`,
        { title: `By ${method}` },
        bearer(member),
      );
      expect({ method, status: updated.statusCode, title: updated.json<Course>().title }).toEqual({
        method,
        status: 200,
        title: `By ${method}`,
      });
    }
    const deleted = await send('DELETE', `/wp/v2/course/${course.id}`, undefined, bearer(member));
    expect(deleted.json()).toEqual({
      success: true,
      deleted: true,
      previous: { ...course, title: 'By PATCH' },
    });

    const organization = await send(
      'POST',
      '/wp/v2/organization',
      { name: 'Location Test Church', denomination: 1, type: 1 },
      bearer(member),
    );
    expect(organization.statusCode).toBe(201);
    expect(organization.headers.location).toBe(
      `${server.config.publicUrl}/wp-json/wp/v2/organization/${organization.json<Organization>().id}`,
    );
  });

  it('describes a route on OPTIONS with an Allow header', async () => {
    const response = await server.app.inject({ method: 'OPTIONS', url: '/wp-json/wp/v2/course/5' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.allow).split(', ').sort()).toEqual([
      'DELETE',
      'GET',
      'PATCH',
      'POST',
      'PUT',
    ]);
    const body = response.json<{
      namespace: string;
      methods: string[];
      endpoints: Array<{
        methods: string[];
        args: Record<string, { required: boolean; type?: unknown }>;
      }>;
    }>();
    expect(body.namespace).toBe('wp/v2');
    expect(body.methods.sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
    const update = body.endpoints.find((endpoint) => endpoint.methods.includes('PATCH'))!;
    expect(update.args.title).toEqual({
      required: false,
      type: 'string',
      minLength: 1,
      maxLength: 200,
    });
    const collection = (
      await server.app.inject({ method: 'OPTIONS', url: '/wp-json/wp/v2/lesson' })
    ).json<{ endpoints: Array<{ args: Record<string, unknown> }> }>();
    expect(collection.endpoints[0]!.args.per_page).toEqual({
      required: false,
      type: 'integer',
      default: 10,
      minimum: 1,
      maximum: 100,
    });
  });

  it('lists the namespaces and routes at /wp-json/', async () => {
    const index = (await server.app.inject({ method: 'GET', url: '/wp-json/' })).json<{
      name: string;
      url: string;
      home: string;
      namespaces: string[];
      routes: Record<string, { namespace: string; methods: string[] }>;
    }>();
    expect(index).toMatchObject({
      name: 'Campus',
      url: server.config.publicUrl,
      home: server.config.publicUrl,
    });
    expect(index.namespaces).toEqual(
      expect.arrayContaining(['wp/v2', 'jwt-auth/v1', 'ab/v1', 'rtnetwork/v1', 'campus/v1']),
    );
    expect(index.routes['/wp/v2/lesson/(?P<key>[^/]+)']).toMatchObject({
      namespace: 'wp/v2',
      methods: ['GET'],
    });
    expect(index.routes['/jwt-auth/v1/token']).toMatchObject({
      namespace: 'jwt-auth/v1',
      methods: ['POST'],
    });
    const namespace = (
      await server.app.inject({ method: 'GET', url: '/wp-json/jwt-auth/v1' })
    ).json<{ namespace: string; routes: Record<string, unknown> }>();
    expect(namespace.namespace).toBe('jwt-auth/v1');
    expect(Object.keys(namespace.routes).sort()).toEqual([
      '/jwt-auth/v1/token',
      '/jwt-auth/v1/token/validate',
    ]);
  });
});
