import {
  PUBLIC_CACHE_SECONDS,
  SIGNED_IN_CACHE_CONTROL,
  SIGNED_IN_EXPIRES,
} from './conventions/rest-headers';
import { DEMO_PASSWORD } from './seed';
import { bearer, startTestServer, type TestServer } from './test/harness';

// What WordPress sends with every REST answer, and who may keep an answer: behind a CDN or a
// shared proxy, one member's answer must never reach another.
let server: TestServer;
let member: string;
let memberId: number;
beforeAll(async () => {
  server = await startTestServer({ corsOrigins: ['https://partner.example'] });
  const signedIn = await server.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { user_email: 'member@campus.test', password: DEMO_PASSWORD, options: {} },
  });
  ({ token: member } = signedIn.json<{ token: string }>());
  memberId = signedIn.json<{ profile: { id: number } }>().profile.id;
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'OPTIONS', url: string, headers = {}, payload?: object) =>
  server.app.inject({ method, url: `/wp-json${url}`, headers, payload });
const varyOf = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('every REST answer', () => {
  it.each([
    ['GET', '/wp/v2/product'],
    ['GET', '/wp/v2/no-such-route'],
    ['POST', '/jwt-auth/v1/token'],
  ] as const)('%s %s carries WordPress headers', async (method, url) => {
    const { headers } = await call(method, url);
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers['access-control-expose-headers']).toBe('X-WP-Total, X-WP-TotalPages, Link');
    expect(headers['access-control-allow-headers']).toBe(
      'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
    );
    expect(varyOf(headers)).toContain('authorization');
  });

  it('names the methods of the matched route in Allow, and none for an unknown one', async () => {
    expect((await call('GET', '/wp/v2/product')).headers.allow).toBe('GET');
    expect((await call('GET', '/wp/v2/course/1', bearer(member))).headers.allow).toBe(
      'GET, POST, PUT, PATCH, DELETE',
    );
    expect((await call('GET', '/wp/v2/no-such-route')).headers.allow).toBeUndefined();
  });
});

describe('caching', () => {
  it('never stores an answer to a call that carried a token, public reads included', async () => {
    for (const url of [`/wp/v2/user/profile/${memberId}`, '/wp/v2/product', '/wp/v2/lesson']) {
      const { statusCode, headers } = await call('GET', url, bearer(member));
      expect(statusCode).toBe(200);
      expect(headers['cache-control']).toBe(SIGNED_IN_CACHE_CONTROL);
      expect(headers.expires).toBe(SIGNED_IN_EXPIRES);
    }
  });

  it('lets a shared cache keep a public read briefly, and the browser ask again', async () => {
    for (const url of ['/wp/v2/product', '/wp/v2/search?search=video', '/ab/v1/languages', '']) {
      expect((await call('GET', url)).headers['cache-control']).toBe(
        `public, max-age=0, s-maxage=${PUBLIC_CACHE_SECONDS}`,
      );
    }
  });

  it('stores nothing else: writes, errors, answers that set a cookie, unmarked reads', async () => {
    const token = await call('POST', '/jwt-auth/v1/token', {}, { username: 'x', password: 'y' });
    expect(token.headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/wp/v2/no-such-route')).headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/wp/v2/product?page=99')).headers['cache-control']).toBe('no-store');
    // A visitor's lesson counts towards the free views through a cookie.
    const lesson = await call('GET', '/wp/v2/lesson/2000');
    expect(lesson.headers['set-cookie']).toBeDefined();
    expect(lesson.headers['cache-control']).toBe('no-store');
    // An answer that is the visitor's own (a recovery link check) is not marked public.
    const recovery = await call('GET', '/wp/v2/user/recoverpwd/verify?key=nope&login=a@b.test');
    expect(recovery.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS', () => {
  it('answers a listed origin as WordPress does, preflight included', async () => {
    const origin = { origin: 'https://partner.example' };
    for (const response of [
      await call('GET', '/wp/v2/product', origin),
      await call('OPTIONS', '/wp/v2/product', {
        ...origin,
        'access-control-request-method': 'GET',
      }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['access-control-allow-methods']).toBe(
        'OPTIONS, GET, POST, PUT, PATCH, DELETE',
      );
      expect(varyOf(response.headers)).toContain('origin');
    }
  });

  it('allows no other origin, and none at all by default', async () => {
    const other = await call('GET', '/wp/v2/product', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await startTestServer();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/wp-json/wp/v2/product',
        headers: { origin: 'https://partner.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
