import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppStatus, FeatureFlag, Language } from '@campus/api-client';
import { startTestServer, waitForMail, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('site calls', () => {
  it('reports the app status from the web build and changes the hash when index.html changes', async () => {
    const before = (
      await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/appStatus' })
    ).json<AppStatus>();
    expect(before).toEqual({ applicationHash: expect.any(String), restartRequired: false });
    writeFileSync(
      join(server.config.webDist, 'index.html'),
      '<html><head><!--campus-settings--></head><body>v2</body></html>',
    );
    const after = (
      await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/appStatus' })
    ).json<AppStatus>();
    expect(after.applicationHash).not.toBe(before.applicationHash);
  });

  it('bumps the hash and asks for a restart through the dev call', async () => {
    const before = (
      await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/appStatus' })
    ).json<AppStatus>();
    const bump = await server.app.inject({
      method: 'POST',
      url: '/wp-json/campus-dev/v1/app-status/bump',
      payload: { restartRequired: true },
    });
    expect(bump.statusCode).toBe(200);
    const after = (
      await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/appStatus' })
    ).json<AppStatus>();
    expect(after.restartRequired).toBe(true);
    expect(after.applicationHash).not.toBe(before.applicationHash);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/wp-json/campus-dev/v1/app-status/bump',
      payload: { restartRequired: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });

  it('lists feature flags including nps-js-mb', async () => {
    const flags = (
      await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/features-config' })
    ).json<FeatureFlag[]>();
    expect(flags).toContainEqual({ key: 'nps-js-mb', enabled: true });
  });

  it('lists languages with public and selected flags and one right-to-left language', async () => {
    const languages = (
      await server.app.inject({ method: 'GET', url: '/wp-json/ab/v1/languages' })
    ).json<Language[]>();
    expect(languages.length).toBeGreaterThanOrEqual(3);
    expect(languages.find((l) => l.code === 'he')).toMatchObject({ dir: 'rtl', public: true });
    expect(languages.some((l) => !l.public && l.selected)).toBe(true);
  });
});

describe('errors', () => {
  it('answers unknown /wp-json routes with rest_no_route', async () => {
    for (const [method, url] of [
      ['GET', '/wp-json/wp/v2/nothing'],
      ['POST', '/wp-json/wp/v2/appStatus'],
      ['DELETE', '/wp-json'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
  });

  it('answers a route with a trailing slash as WordPress does', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/appStatus' });
    const slashed = await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/appStatus/' });
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json<AppStatus>()).toEqual(plain.json<AppStatus>());
    expect(
      (await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/organization/1/' })).json<{
        id: number;
      }>().id,
    ).toBe(1);
  });

  it('answers malformed JSON with rest_invalid_json', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/exists',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
  });

  it('answers an oversized body with 413', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/exists',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'rest_request_too_large',
      data: { status: 413 },
    });
  });

  it('rejects prototype poisoning instead of failing', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/exists',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","__proto__":{"x":1}}',
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('accepts a JSON content type with an empty body, as the client sends on DELETE', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token/validate',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('jwt_auth_no_auth_header');
  });
});

describe('dev outbox', () => {
  it('lists mails newest first for one address', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/recoverpwd/init',
      payload: { email: 'member@campus.test' },
    });
    await waitForMail(server.app, 'member@campus.test', 1);
    await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/recoverpwd/init',
      payload: { email: 'member@campus.test' },
    });
    const mails = await waitForMail(server.app, 'member@campus.test', 2);
    expect(mails.length).toBe(2);
    expect(mails[0]!.id).toBeGreaterThan(mails[1]!.id);
    expect(mails[0]!.links[0]).toMatch(
      /\/user\/recover-password\?key=.+&login=member%40campus\.test$/,
    );
  });

  it('hands the app’s dev server the host settings its page would carry, in the asked language', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/dashboard?lang=he' });
    const injected = JSON.parse(
      /window\.campusSettings = (.*?);<\/script>/.exec(page.body)![1]!.replace(/\\u003c/g, '<'),
    );
    const settings = await server.app.inject({
      method: 'GET',
      url: '/wp-json/campus-dev/v1/host-settings?lang=he',
    });
    expect(settings.json()).toEqual(injected);
    expect(settings.json().locale.locale).toBe('he');
  });

  it('is not mounted by the default configuration', async () => {
    const plain = await startTestServer({}, { CAMPUS_DEV_ROUTES: undefined });
    try {
      expect(plain.config.devRoutes).toBe(false);
      expect(
        (await plain.app.inject({ method: 'GET', url: '/wp-json/campus-dev/v1/outbox' })).json()
          .code,
      ).toBe('rest_no_route');
      expect(
        (
          await plain.app.inject({ method: 'GET', url: '/wp-json/campus-dev/v1/host-settings' })
        ).json().code,
      ).toBe('rest_no_route');
    } finally {
      await plain.close();
    }
  });
});
