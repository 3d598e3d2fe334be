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

const isWpError = (body: unknown, status: number) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'string' &&
  typeof (body as { message?: unknown }).message === 'string' &&
  (body as { data?: { status?: unknown } }).data?.status === status;

describe('the token route', () => {
  const token = (payload: object | string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/wp-json/jwt-auth/v1/token', payload, headers });

  it('answers the plugin errors for empty fields', async () => {
    expect((await token({})).json()).toEqual({
      code: '[jwt_auth] empty_username',
      message: '<strong>Error:</strong> The username field is empty.',
      data: { status: 403 },
    });
    expect((await token({ username: 'member@campus.test' })).json()).toEqual({
      code: '[jwt_auth] empty_password',
      message: '<strong>Error:</strong> The password field is empty.',
      data: { status: 403 },
    });
    expect((await token({ user_email: '   ', password: 'x' })).statusCode).toBe(403);
  });

  it('tells an unknown e-mail from an unknown username, as WordPress words them', async () => {
    expect((await token({ user_email: 'ghost@campus.test', password: 'x' })).json()).toEqual({
      code: '[jwt_auth] invalid_email',
      message: 'Unknown email address. Check again or try your username.',
      data: { status: 403 },
    });
    expect((await token({ username: 'ghost<b>', password: 'x' })).json()).toEqual({
      code: '[jwt_auth] invalid_username',
      message:
        '<strong>Error:</strong> The username <strong>ghost&#60;b&#62;</strong> is not registered on this site. If you are unsure of your username, try your email address instead.',
      data: { status: 403 },
    });
  });

  it('answers a wrong password with WordPress’s HTML message and its lost-password link', async () => {
    const response = await token({ user_email: 'member@campus.test', password: 'wrong' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: '[jwt_auth] incorrect_password',
      message: `<strong>Error:</strong> The password you entered for the username <strong>member@campus.test</strong> is incorrect. <a href="${server.config.publicUrl}/wp-login.php?action=lostpassword">Lost your password?</a>`,
      data: { status: 403 },
    });
    const lost = await server.app.inject({
      method: 'GET',
      url: '/wp-login.php?action=lostpassword',
    });
    expect(lost.statusCode).toBe(302);
    expect(lost.headers.location).toBe('/user/recover-password');
  });

  it('accepts a form-encoded body like JSON, and answers the plugin’s fields with the app’s profile', async () => {
    const response = await token(
      'username=member%40campus.test&password=Campus%212026&options[rememberMe]=1',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user_email: 'member@campus.test',
      user_nicename: 'membercampus-test',
      user_display_name: expect.stringMatching(/^Maya/),
      profile: expect.objectContaining({ email: 'member@campus.test' }),
      organization: expect.anything(),
    });
    const wrong = await token('username=member%40campus.test&password=nope', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(wrong.json().code).toBe('[jwt_auth] incorrect_password');
  });
});

describe('bad input on every route', () => {
  const NUMBER_PARAMS = ['per_page', 'offset', 'page', 'paged'];
  const BAD_NUMBERS = [
    '99999999999999999999',
    '9007199254740993',
    '1e300',
    'Infinity',
    '-Infinity',
    'NaN',
    '-1',
    '1.5',
    'abc',
    '0x10',
  ];

  const routes = () =>
    server.app.routeList.filter(
      (route) => route.url.startsWith('/wp-json/') && !['HEAD', 'OPTIONS'].includes(route.method),
    );
  const concrete = (url: string, value = '1') => url.replace(/:(\w+)(\([^)]*\))?/g, value);

  it('refuses out-of-range and non-numeric paging numbers on every collection with rest_invalid_param', async () => {
    const collections = [
      '/wp/v2/lesson',
      '/wp/v2/playlist',
      '/wp/v2/product',
      '/wp/v2/course',
      '/wp/v2/resource',
      '/wp/v2/organization',
      '/wp/v2/search',
    ];
    const failures: string[] = [];
    let checked = 0;
    for (const url of collections) {
      for (const value of BAD_NUMBERS) {
        const query = NUMBER_PARAMS.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
        const response = await get(`${url}?${query}`, bearer(member));
        checked += 1;
        const body = response.json<{ code: string; data: { params: Record<string, string> } }>();
        const declared = Object.keys(body.data?.params ?? {});
        if (
          response.statusCode !== 400 ||
          body.code !== 'rest_invalid_param' ||
          declared.length === 0 ||
          declared.some((name) => !NUMBER_PARAMS.includes(name))
        ) {
          failures.push(`${url}?${query} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(checked).toBe(collections.length * BAD_NUMBERS.length);
    expect(failures).toEqual([]);
  });

  it('lists every bad parameter at once, WordPress style', async () => {
    const response = await get('/wp/v2/lesson?per_page=1e300&offset=-5&popular=7');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page, offset, popular',
      data: {
        status: 400,
        params: {
          per_page: expect.any(String),
          offset: expect.any(String),
          popular: expect.any(String),
        },
      },
    });
  });

  it('lists every missing parameter as rest_missing_callback_param', async () => {
    const response = await send('POST', '/wp/v2/user/recoverpwd/set', {});
    expect(response.json()).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): key, login, password',
      data: { status: 400, params: ['key', 'login', 'password'] },
    });
  });

  it('refuses ids past the safe integers in paths and bodies', async () => {
    for (const url of [
      '/wp/v2/organization/99999999999999999999',
      '/wp/v2/video/9007199254740993',
      '/wp/v2/lesson/99999999999999999999',
      '/wp/v2/playlist/1e300',
      '/wp/v2/resource/99999999999999999999blog/1',
    ]) {
      const response = await get(url, bearer(member));
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: url.includes('1e300') ? 404 : 400,
        code: url.includes('1e300') ? 'rest_playlist_not_found' : 'rest_invalid_param',
      });
    }
    const body = await send(
      'POST',
      '/wp/v2/playlist/lesson-complete',
      { lesson_id: 1e300, lesson_blog_id: 1, playlist_id: 0, playlist_blog_id: 0 },
      bearer(member),
    );
    expect(body.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { lesson_id: expect.any(String) } },
    });
  });

  it('refuses JSON nested past the depth limit', async () => {
    const deep = `${'['.repeat(40)}1${']'.repeat(40)}`;
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/preferences',
      headers: { ...bearer(member), 'content-type': 'application/json' },
      payload: `{"key":"a","value":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
      data: { status: 400, json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' },
    });
    const fine = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/preferences',
      headers: { ...bearer(member), 'content-type': 'application/json' },
      payload: '{"key":"a","value":[[["[[[ not nesting ]]]"]]]}',
    });
    expect(fine.statusCode).toBe(200);
  });

  it('answers a bad percent-encoding or an over-long path parameter the WordPress way', async () => {
    const badEncoding = await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/lesson/%E0%A4%A',
    });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({
      code: 'rest_invalid_path',
      message: 'The request path is not valid.',
      data: { status: 400 },
    });
    const tooLong = await get(`/wp/v2/lesson/${'a'.repeat(300)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { key: expect.any(String) } },
    });
    const past = await get(`/wp/v2/lesson/${'a'.repeat(1000)}`);
    expect(past.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });

  it('matches an id route by number only, as WordPress does: any other id is no route', async () => {
    const noRoute = {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    };
    for (const [method, url] of [
      ['GET', '/wp/v2/video/abc'],
      ['GET', '/wp/v2/video/1x/download'],
      ['GET', '/wp/v2/organization/abc'],
      ['GET', '/wp/v2/user/profile/me'],
      ['DELETE', '/wp/v2/user/me'],
      ['GET', '/wp/v2/lesson/abc/position'],
      ['DELETE', '/wp/v2/playlist/one/3000/progress'],
      ['PATCH', '/wp/v2/blog/1/post/abc/viewcount'],
      ['DELETE', '/wp/v2/course/foundations'],
    ] as const) {
      const answer = await server.app.inject({
        method,
        url: `/wp-json${url}`,
        headers: bearer(member),
      });
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 404, noRoute]);
    }
    // A route WordPress matches by id or slug still takes a slug.
    expect((await get('/wp/v2/course/foundations', bearer(member))).statusCode).toBe(200);
  });

  it('words a property missing inside an object parameter as WordPress does', async () => {
    const answer = await send('POST', '/wp/v2/user/account/request', { user: {} });
    expect(answer.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): user',
      data: { status: 400, params: { user: 'first_name is a required property of user.' } },
    });
    expect((await send('POST', '/wp/v2/user/account/request', {})).json()).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): user',
      data: { status: 400, params: ['user'] },
    });
  });

  it('answers every error on every route with {code, message, data: {status}} and never 500', async () => {
    const inputs: Array<{
      name: string;
      path: (url: string) => string;
      query: string;
      payload?: string;
      headers?: Record<string, string>;
    }> = [
      { name: 'huge ids', path: (url) => concrete(url, '99999999999999999999'), query: '' },
      { name: 'negative ids', path: (url) => concrete(url, '-1'), query: '' },
      {
        name: 'bad numbers',
        path: (url) => concrete(url),
        query: 'per_page=1e300&offset=Infinity&page=-1&paged=abc&id=1e999',
      },
      { name: 'bad encoding', path: (url) => `${concrete(url)}%zz`, query: '' },
      {
        name: 'deep JSON',
        path: (url) => concrete(url),
        query: '',
        payload: `${'{"a":'.repeat(60)}1${'}'.repeat(60)}`,
        headers: { 'content-type': 'application/json' },
      },
      {
        name: 'form body',
        path: (url) => concrete(url),
        query: '',
        payload: 'a[b][c]=1&&=&%zz',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        name: 'unknown type',
        path: (url) => concrete(url),
        query: '',
        payload: '<x/>',
        headers: { 'content-type': 'application/xml' },
      },
    ];
    const failures: string[] = [];
    for (const route of routes()) {
      for (const input of inputs) {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: `${input.path(route.url)}${input.query ? `?${input.query}` : ''}`,
          headers: { ...bearer(member), ...input.headers },
          payload: input.payload,
        });
        const body: unknown = String(response.headers['content-type'] ?? '').includes('json')
          ? response.json()
          : response.body;
        if (
          response.statusCode >= 500 ||
          (response.statusCode >= 400 && !isWpError(body, response.statusCode))
        ) {
          failures.push(
            `${input.name}: ${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 100)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
