import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { HostSettings, Product } from '@campus/api-client';
import {
  bearer,
  login,
  startTestFront,
  startTestServer,
  type TestFront,
  type TestServer,
} from './test/harness';
import { forwardedAnswerHeaders } from './services/upstream';
import { DEMO_PASSWORD } from './seed';

// Front mode against a real Campus server standing in for the WordPress site, listening on a
// port as a site would. A site that is down, slow or unreachable: front-outages.test.ts.

const FRONT_SETTINGS = {
  theme: { supports: { search: false }, values: { currency_code: 'EUR' } },
  locale: {
    languages: [
      { code: 'en', label: 'English', native_name: 'English', public: true, selected: true },
      {
        code: 'he',
        label: 'Hebrew',
        native_name: 'עברית',
        public: true,
        selected: false,
        dir: 'rtl',
      },
    ],
  },
};

let site: TestServer;
let siteUrl: string;
let front: TestFront;

beforeAll(async () => {
  site = await startTestServer();
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  siteUrl = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
  front = await startTestFront(siteUrl, { CAMPUS_SETTINGS: JSON.stringify(FRONT_SETTINGS) });
});

afterAll(async () => {
  await front?.close();
  await site?.close();
});

const settingsIn = (html: string): HostSettings =>
  JSON.parse(/window\.campusSettings = (.*?);<\/script>/.exec(html)![1]!) as HostSettings;

const SAME_HEADERS = [
  'content-type',
  'cache-control',
  'vary',
  'x-robots-tag',
  'access-control-expose-headers',
  'allow',
  'x-wp-total',
  'x-wp-totalpages',
];
const picked = (headers: Record<string, unknown>) =>
  Object.fromEntries(SAME_HEADERS.map((name) => [name, headers[name]]));

describe('a front before a site', () => {
  it('signs in through the site: the same status, body and headers', async () => {
    const call = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/wp-json/jwt-auth/v1/token',
        payload: { username: 'member@campus.test', password },
      });
    const [direct, through] = [
      await call(site.app, DEMO_PASSWORD),
      await call(front.app, DEMO_PASSWORD),
    ];
    expect(through.statusCode).toBe(200);
    expect(picked(through.headers)).toEqual(picked(direct.headers));
    const { token, ...rest } = through.json<{ token: string }>();
    const { token: directToken, ...directRest } = direct.json<{ token: string }>();
    expect(rest).toEqual(directRest);
    expect(token.split('.')).toHaveLength(3);
    expect(directToken).not.toBe(token);

    const wrong = [await call(site.app, 'Wrong!2026'), await call(front.app, 'Wrong!2026')];
    expect(wrong[1]!.statusCode).toBe(403);
    expect(wrong[1]!.json()).toEqual(wrong[0]!.json());
    expect(picked(wrong[1]!.headers)).toEqual(picked(wrong[0]!.headers));

    // A form body, as the plugin also takes it, arrives as it was sent.
    const form = await front.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=member%40campus.test&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({ user_email: 'member@campus.test' });
  });

  it('sends Authorization on, and no cache may keep what comes back', async () => {
    const token = await login(site.app, 'member@campus.test');
    const url = '/wp-json/wp/v2/course?context=mine';
    const direct = await site.app.inject({ url, headers: bearer(token) });
    const through = await front.app.inject({ url, headers: bearer(token) });
    expect(through.statusCode).toBe(200);
    expect(through.json()).toEqual(direct.json());
    expect(through.headers['cache-control']).toMatch(/\bprivate\b/);
    expect(through.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(through.headers.vary).toMatch(/\bAuthorization\b/);

    // The site's own answers to a missing or forged token pass as they are.
    expect((await front.app.inject({ url })).json()).toMatchObject({ code: 'rest_not_logged_in' });
    const forged = await front.app.inject({ url, headers: bearer(`${token}x`) });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'jwt_auth_invalid_token' });
  });

  it('keeps the method and body of writes, the beacon’s text body and query token included', async () => {
    const token = await login(site.app, 'member@campus.test');
    const put = await front.app.inject({
      method: 'PUT',
      url: '/wp-json/wp/v2/lesson/2001/position',
      headers: bearer(token),
      payload: { position: 1.5, duration: 4 },
    });
    expect(put.statusCode).toBe(200);
    const beacon = await front.app.inject({
      method: 'POST',
      url: `/wp-json/wp/v2/lesson/2001/position?token=${token}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ position: 3.25, duration: 4 }),
    });
    expect(beacon.statusCode).toBe(200);
    expect(beacon.headers['cache-control']).toMatch(/\bno-store\b/);
    const saved = await site.app.inject({
      url: '/wp-json/wp/v2/lesson/2001/position',
      headers: bearer(token),
    });
    expect(saved.json()).toMatchObject({ lesson_id: 2001, position: 3.25, duration: 4 });
  });

  it('streams a byte range of a video as 206 with exactly those bytes', async () => {
    const file = readFileSync(join(site.config.mediaDir, 'clip-a-640x360.mp4'));
    const range = await front.app.inject({
      url: '/media/clip-a-640x360.mp4',
      headers: { range: 'bytes=100-1123' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-1123/${file.length}`);
    expect(range.rawPayload.equals(file.subarray(100, 1124))).toBe(true);
    // The site's public caching passes; with a token the answer is kept by no cache.
    expect(range.headers['cache-control']).toBe('public, max-age=86400');
    const signedIn = await front.app.inject({
      url: '/media/clip-a-640x360.mp4',
      headers: { range: 'bytes=0-9', authorization: 'Bearer any' },
    });
    expect(signedIn.statusCode).toBe(206);
    expect(signedIn.rawPayload.equals(file.subarray(0, 10))).toBe(true);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.vary).toMatch(/\bAuthorization\b/);
  });

  it('renders the course library from the site’s product list', async () => {
    const products = (await site.app.inject({ url: '/wp-json/wp/v2/product' })).json<Product[]>();
    expect(products.length).toBeGreaterThan(0);
    const page = await front.app.inject({ url: '/course-library' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-prerendered="desktop"');
    for (const product of products) expect(page.body).toContain(`<li>${product.title}</li>`);
    expect(page.headers['content-security-policy']).toContain(
      `img-src 'self' data: blob: ${siteUrl}`,
    );
  });

  it('takes host settings from CAMPUS_SETTINGS, and keeps no store and no REST routes of its own', async () => {
    const english = settingsIn((await front.app.inject({ url: '/user/signon' })).body);
    expect(english.theme.supports.search).toBe(false);
    expect(english.theme.values.currency_code).toBe('EUR');
    expect(english.locale.languages.map((language) => language.code)).toEqual(['en', 'he']);
    // The site's store has localities; a front knows only what it is configured with.
    expect(english.theme.values.localities).toEqual([]);
    const hebrew = await front.app.inject({ url: '/user/signon?lang=he' });
    expect(hebrew.body).toMatch(/<html lang="he" dir="rtl"/);
    expect(settingsIn(hebrew.body).locale.locale).toBe('he');

    expect(readdirSync(front.dataDir)).toEqual(expect.not.arrayContaining(['campus.db']));
    expect(existsSync(join(front.dataDir, 'campus.db'))).toBe(false);
    expect(front.app.hasRoute({ method: 'GET', url: '/wp-json/wp/v2/product' })).toBe(false);
    expect(front.app.hasRoute({ method: 'GET', url: '/wp-json/campus-dev/v1/outbox' })).toBe(false);
  });

  it('answers the app status from the build it serves', async () => {
    const status = await front.app.inject({ url: '/wp-json/wp/v2/appStatus' });
    expect(status.json()).toEqual({
      applicationHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      restartRequired: false,
    });
  });
});

describe('what a cache may keep of a forwarded answer', () => {
  it('passes the site’s Cache-Control when no credentials were sent', () => {
    const headers = { 'cache-control': 'public, max-age=60' };
    expect(forwardedAnswerHeaders(headers, false)).toEqual(headers);
  });

  it('makes an answer to a call with credentials private and not stored, varying on Authorization', () => {
    expect(
      forwardedAnswerHeaders({ 'cache-control': 'public, max-age=60', vary: 'Origin' }, true),
    ).toEqual({ 'cache-control': 'private, no-store', vary: 'Origin, Authorization' });
    expect(forwardedAnswerHeaders({}, true)).toEqual({
      'cache-control': 'private, no-store',
      vary: 'Authorization',
    });
  });

  it('keeps the site’s own no-store as it was said', () => {
    const said = 'no-cache, must-revalidate, max-age=0, no-store, private';
    expect(forwardedAnswerHeaders({ 'cache-control': said, vary: 'Authorization' }, true)).toEqual({
      'cache-control': said,
      vary: 'Authorization',
    });
  });
});
