import {
  createApiClient,
  createCourse,
  createOrganization,
  getCourses,
  getLanguages,
  getMyCourses,
  login,
  logout,
  purchaseProduct,
  searchOrganizations,
  updateProfile,
  type ApiClientOptions,
} from './index';
import { json, startWireServer, type WireServer } from './test/wireServer';

let server: WireServer;
beforeEach(async () => {
  server = await startWireServer();
});
afterEach(() => server.close());

const client = (options: ApiClientOptions = {}) =>
  createApiClient({ baseUrl: server.baseUrl, retry: { retries: 0 }, ...options });

const twice = async (api: ReturnType<typeof client>, path: string) => {
  await api.request({ path });
  await api.request({ path });
};

describe('identical GETs', () => {
  test('are answered from the cache per URL and parameters', async () => {
    const api = client();
    const first = await api.request({ path: '/wp/v2/resource', query: { a: 1, b: [2, 3] } });
    const second = await api.request({ path: '/wp/v2/resource', query: { b: [2, 3], a: 1 } });
    expect(second).toEqual(first);
    await api.request({ path: '/wp/v2/resource', query: { a: 2, b: [2, 3] } });
    await api.request({ path: '/wp/v2/resource' });
    expect(server.seen.map((r) => r.url)).toEqual([
      '/wp-json/wp/v2/resource?a=1&b%5B0%5D=2&b%5B1%5D=3',
      '/wp-json/wp/v2/resource?a=2&b%5B0%5D=2&b%5B1%5D=3',
      '/wp-json/wp/v2/resource',
    ]);
  });

  test('keep the headers of the cached answer', async () => {
    server.handle((_, res) =>
      json(res, 200, [{ id: 1 }], { 'x-wp-total': '41', 'x-wp-totalpages': '3' }),
    );
    const api = client();
    await getCourses(api);
    await expect(getCourses(api)).resolves.toEqual({
      items: [{ id: 1 }],
      total: 41,
      totalPages: 3,
    });
    expect(server.seen).toHaveLength(1);
  });

  test('failures are not cached', async () => {
    server.handle((_, res) =>
      server.seen.length === 1
        ? json(res, 404, { code: 'nope', message: 'No', data: { status: 404 } })
        : json(res, 200, ['ok']),
    );
    const api = client();
    await expect(getLanguages(api)).rejects.toMatchObject({ code: 'nope' });
    await expect(getLanguages(api)).resolves.toEqual(['ok']);
  });

  test.each([
    ['appStatus', '/wp/v2/appStatus'],
    ['user', '/wp/v2/user/profile/7'],
    ['user recovery', '/wp/v2/user/recoverpwd/verify'],
    ['rtnetwork playlist', '/rtnetwork/v1/playlist/3'],
    ['rtnetwork lesson', '/rtnetwork/v1/lesson/4'],
    ['lesson', '/wp/v2/lesson'],
    ['lesson position', '/wp/v2/lesson/9/position'],
    ['playlist', '/wp/v2/playlist/intro'],
    ['study plan', '/campus/v1/study-plan'],
    ['certificates', '/campus/v1/certificates'],
    ['a certificate', '/campus/v1/certificates/AbC-_123'],
  ])('%s paths always reach the network', async (_, path) => {
    await twice(client(), path);
    expect(server.count(`GET /wp-json${path}`)).toBe(2);
  });

  test('paths that only start like an uncached one are cached', async () => {
    const api = client();
    await twice(api, '/wp/v2/users/roles');
    await twice(api, '/wp/v2/lesson-categories');
    expect(server.seen).toHaveLength(2);
  });

  test('a fresh GET skips the cache', async () => {
    const api = client();
    await api.request({ path: '/wp/v2/video/1/download', fresh: true });
    await api.request({ path: '/wp/v2/video/1/download', fresh: true });
    expect(server.seen).toHaveLength(2);
  });
});

describe('writes that clear the cache', () => {
  const warm = async (api: ReturnType<typeof client>) => {
    await getMyCourses(api);
    await getLanguages(api);
    await api.request({ path: '/wp/v2/users/roles' });
  };
  const refetched = () => ({
    courses: server.count('GET /wp-json/wp/v2/course?context=mine') - 1,
    languages: server.count('GET /wp-json/ab/v1/languages') - 1,
    roles: server.count('GET /wp-json/wp/v2/users/roles') - 1,
  });

  test('a write to a course path clears the course cache only', async () => {
    const api = client();
    await warm(api);
    await createCourse(api, { title: 'Alpha' });
    await api.request({ path: '/wp/v2/course/5', method: 'DELETE' });
    await warm(api);
    expect(refetched()).toEqual({ courses: 1, languages: 0, roles: 0 });
  });

  test('login clears everything', async () => {
    const api = client();
    await warm(api);
    await login(api, { user_email: 'a@b.c', password: 'p', options: {} });
    await warm(api);
    expect(refetched()).toEqual({ courses: 1, languages: 1, roles: 1 });
  });

  test('token validation is not a login and clears nothing', async () => {
    const api = client();
    await warm(api);
    await api.request({ path: '/jwt-auth/v1/token/validate', method: 'POST' });
    await warm(api);
    expect(refetched()).toEqual({ courses: 0, languages: 0, roles: 0 });
  });

  test('logout is answered locally with success true and clears everything', async () => {
    const api = client();
    await warm(api);
    await expect(logout(api)).resolves.toEqual({ success: true });
    expect(server.count('POST /wp-json/wp/v2/user/logout')).toBe(0);
    await warm(api);
    expect(refetched()).toEqual({ courses: 1, languages: 1, roles: 1 });
  });

  test('a user update clears the course and user caches', async () => {
    const api = client();
    await warm(api);
    await updateProfile(api, { first_name: 'Ana' });
    await warm(api);
    expect(refetched()).toEqual({ courses: 1, languages: 0, roles: 0 });
  });

  test('a product purchase clears the course and user caches', async () => {
    const api = client();
    await warm(api);
    await purchaseProduct(api, {
      product_id: 1,
      blog_id: 2,
      card: { number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123', name: 'A' },
    });
    await warm(api);
    expect(refetched()).toEqual({ courses: 1, languages: 0, roles: 0 });
  });

  test('creating an organization clears the organization answers only', async () => {
    const api = client();
    await warm(api);
    await searchOrganizations(api, { search: 'grace' });
    await createOrganization(api, { name: 'Grace', denomination: 1, type: 1 });
    await searchOrganizations(api, { search: 'grace' });
    await warm(api);
    expect(server.count('GET /wp-json/wp/v2/organization?paged=1&per_page=30&search=grace')).toBe(
      2,
    );
    expect(refetched()).toEqual({ courses: 0, languages: 0, roles: 0 });
  });

  test('a failed course write still clears the course cache', async () => {
    server.handle((req, res) =>
      req.method === 'POST'
        ? json(res, 500, { code: 'boom', message: 'Boom', data: { status: 500 } })
        : json(res, 200, []),
    );
    const api = client();
    await warm(api);
    await expect(createCourse(api, {})).rejects.toMatchObject({ code: 'boom' });
    await warm(api);
    expect(refetched()).toEqual({ courses: 1, languages: 0, roles: 0 });
  });

  test('clearCache(prefix) forgets one area, clearCache() all', async () => {
    const api = client();
    await warm(api);
    api.clearCache('/ab/v1');
    await warm(api);
    expect(refetched()).toEqual({ courses: 0, languages: 1, roles: 0 });
    api.clearCache();
    await warm(api);
    expect(refetched()).toEqual({ courses: 1, languages: 2, roles: 1 });
  });
});

describe('rules of this client’s own', () => {
  const hold = () => {
    const pending: Array<() => void> = [];
    server.handle((req, res) =>
      pending.push(() => json(res, 200, { url: req.url, n: server.seen.length })),
    );
    return {
      release: () => pending.splice(0).forEach((answer) => answer()),
      /** Resolves once the server has seen `count` requests in all. */
      arrived: async (count: number) => {
        while (server.seen.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
  };

  test('concurrent identical GETs share one network request', async () => {
    const gate = hold();
    const api = client();
    const answers = Promise.all([getLanguages(api), getLanguages(api), getLanguages(api)]);
    await gate.arrived(1);
    gate.release();
    const [a, b, c] = await answers;
    expect(a).toEqual(b);
    expect(b).toEqual(c);
    expect(server.seen).toHaveLength(1);
  });

  test('uncached paths are not shared either', async () => {
    const gate = hold();
    const api = client();
    const answers = Promise.all([
      api.request({ path: '/wp/v2/appStatus' }),
      api.request({ path: '/wp/v2/appStatus' }),
    ]);
    await gate.arrived(2);
    gate.release();
    await answers;
    expect(server.seen).toHaveLength(2);
  });

  test('a caller that aborts leaves the shared request to the others', async () => {
    const gate = hold();
    const api = client();
    const controller = new AbortController();
    const leaving = getLanguages(api, { signal: controller.signal });
    const staying = getLanguages(api);
    await gate.arrived(1);
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    gate.release();
    await expect(staying).resolves.toEqual({ url: '/wp-json/ab/v1/languages', n: 1 });
    expect(server.seen).toHaveLength(1);
  });

  test('when every caller aborts the request is dropped and the next call asks again', async () => {
    const gate = hold();
    const api = client();
    const controller = new AbortController();
    const failure = getLanguages(api, { signal: controller.signal });
    await gate.arrived(1);
    controller.abort();
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
    const again = getLanguages(api);
    await gate.arrived(2);
    gate.release();
    await expect(again).resolves.toMatchObject({ n: 2 });
  });

  test('the cache holds at most maxEntries, dropping the least recently used', async () => {
    const api = client({ cache: { maxEntries: 2 } });
    await twice(api, '/a');
    await twice(api, '/b');
    await api.request({ path: '/a' });
    await api.request({ path: '/c' });
    await api.request({ path: '/a' });
    await api.request({ path: '/b' });
    expect(server.seen.map((r) => r.url)).toEqual([
      '/wp-json/a',
      '/wp-json/b',
      '/wp-json/c',
      '/wp-json/b',
    ]);
  });

  test('an answer is kept for maxAgeMs, then fetched again', async () => {
    // The cache's clock is the test's: the answer's age is what the test says, however busy the
    // machine.
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const api = client({ cache: { maxAgeMs: 40 } });
      await twice(api, '/old');
      now += 39;
      await api.request({ path: '/old' });
      expect(server.count('GET /wp-json/old')).toBe(1);
      now += 1;
      await api.request({ path: '/old' });
      expect(server.count('GET /wp-json/old')).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  test('nothing survives a logout, not even a read that lands after it', async () => {
    const gate = hold();
    const api = client();
    const before = getLanguages(api);
    await gate.arrived(1);
    await logout(api);
    gate.release();
    await before;
    const after = getLanguages(api);
    await gate.arrived(2);
    gate.release();
    await expect(after).resolves.toMatchObject({ n: 2 });
  });

  test('a course read in flight during a course write is not kept', async () => {
    const gate = hold();
    const api = client();
    const reading = getMyCourses(api);
    await gate.arrived(1);
    const writing = createCourse(api, { title: 'B' });
    await gate.arrived(2);
    gate.release();
    await Promise.all([reading, writing]);
    const again = getMyCourses(api);
    await gate.arrived(3);
    gate.release();
    await again;
    expect(server.count('GET /wp-json/wp/v2/course?context=mine')).toBe(2);
  });
});
