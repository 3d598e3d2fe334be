import { resolve } from 'node:path';
import { SignJWT } from 'jose';
import type { RecoveryResponse } from '@campus/api-client';
import { loadSecret } from './services/auth';
import { loadConfig } from './config';
import {
  bearer,
  login,
  outbox,
  startTestServer,
  waitForMail,
  type TestServer,
} from './test/harness';

// Safe by default: what a server started with no settings exposes, how tokens travel, the
// anti-automation budgets, password hashing and the recovery form that cannot probe accounts.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
};

describe('development routes', () => {
  it('are off in the configuration a plain start reads', () => {
    const config = loadConfig(resolve(__dirname, '..'), {});
    expect(config.devRoutes).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(loadConfig(resolve(__dirname, '..'), { CAMPUS_DEV_ROUTES: '1' }).devRoutes).toBe(true);
    // Anything but exactly 1 keeps them off.
    expect(
      loadConfig(resolve(__dirname, '..'), { CAMPUS_DEV_ROUTES: 'true', NODE_ENV: 'development' })
        .devRoutes,
    ).toBe(false);
  });

  it('answer rest_no_route on a server started with the default configuration', async () => {
    const plain = await startTestServer({}, { CAMPUS_DEV_ROUTES: undefined });
    try {
      const calls = [
        ['GET', '/wp-json/campus-dev/v1/outbox'],
        ['GET', '/wp-json/campus-dev/v1/outbox?to=member%40campus.test'],
        ['POST', '/wp-json/campus-dev/v1/app-status/bump'],
      ] as const;
      for (const [method, url] of calls) {
        const response = await plain.app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NO_ROUTE);
      }
      expect(plain.app.routeList.some((route) => route.url.includes('campus-dev'))).toBe(false);
      const index = (await plain.app.inject({ method: 'GET', url: '/wp-json/' })).json<{
        namespaces: string[];
      }>();
      expect(index.namespaces).not.toContain('campus-dev/v1');
    } finally {
      await plain.close();
    }
  });

  it('are there when CAMPUS_DEV_ROUTES=1', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/wp-json/campus-dev/v1/outbox' })).statusCode,
    ).toBe(200);
  });
});

describe('token carriers', () => {
  it('takes a token only from the Authorization header', async () => {
    const token = await login(server.app, 'member@campus.test');
    const byQuery = await server.app.inject({
      method: 'GET',
      url: `/wp-json/wp/v2/course?context=mine&token=${token}`,
    });
    expect(byQuery.statusCode).toBe(401);
    expect(byQuery.json().code).toBe('rest_not_logged_in');
    const byHeader = await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/course?context=mine',
      headers: bearer(token),
    });
    expect(byHeader.statusCode).toBe(200);
    const cookie = await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/course?context=mine',
      cookies: { token },
    });
    expect(cookie.statusCode).toBe(401);
  });

  it('reads ?token= on the beacon route alone, and refuses a bad one there', async () => {
    const token = await login(server.app, 'member@campus.test');
    const beacon = (query: string) =>
      server.app.inject({
        method: 'POST',
        url: `/wp-json/wp/v2/lesson/2001/position?${query}`,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ position: 1, duration: 4 }),
      });
    expect((await beacon(`token=${token}`)).statusCode).toBe(200);
    const forged = await beacon('token=a.b.c');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('jwt_auth_invalid_token');
    // PUT on the same path is an ordinary route: the query token is ignored there.
    const put = await server.app.inject({
      method: 'PUT',
      url: `/wp-json/wp/v2/lesson/2001/position?token=${token}`,
      payload: { position: 1, duration: 4 },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer(
      {},
      { RATE_LIMIT_PER_IP: '4', RATE_LIMIT_PER_ACCOUNT: '2', RATE_LIMIT_WINDOW: '60' },
    );
  });
  afterAll(() => limited.close());

  const call = (url: string, payload: object, ip = '203.0.113.1') =>
    limited.app.inject({ method: 'POST', url: `/wp-json${url}`, payload, remoteAddress: ip });

  const expect429 = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'rest_too_many_requests',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      data: { status: 429 },
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  };

  it('limits sign-in attempts per account, whatever the address they come from', async () => {
    const attempt = (ip: string) =>
      call('/jwt-auth/v1/token', { user_email: 'admin@campus.test', password: 'wrong' }, ip);
    expect((await attempt('203.0.113.10')).statusCode).toBe(403);
    expect((await attempt('203.0.113.11')).statusCode).toBe(403);
    expect429(await attempt('203.0.113.12'));
    // The case of the address does not open a new budget.
    expect429(
      await call(
        '/jwt-auth/v1/token',
        { username: 'ADMIN@campus.test', password: 'wrong' },
        '203.0.113.13',
      ),
    );
    // Other accounts are not affected.
    expect(
      (
        await call(
          '/jwt-auth/v1/token',
          { user_email: 'member@campus.test', password: 'Campus!2026' },
          '203.0.113.14',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('limits one address across accounts', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 4; i++) {
      expect(
        (await call('/wp/v2/user/exists', { email: `probe${i}@campus.test` }, ip)).statusCode,
      ).toBe(200);
    }
    expect429(await call('/wp/v2/user/exists', { email: 'probe9@campus.test' }, ip));
    expect(
      (await call('/wp/v2/user/exists', { email: 'probe9@campus.test' }, '198.51.100.8'))
        .statusCode,
    ).toBe(200);
  });

  it('counts malformed requests too', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 4; i++)
      expect((await call('/wp/v2/user/exists', { email: 42 }, ip)).statusCode).toBe(400);
    expect429(await call('/wp/v2/user/exists', { email: 'fine@campus.test' }, ip));
  });

  it.each([
    ['/wp/v2/user/recoverpwd/init', { email: 'member@campus.test' }],
    [
      '/wp/v2/user/recoverpwd/set',
      { key: 'guess', login: 'member@campus.test', password: 'Guess-1234!' },
    ],
    [
      '/wp/v2/user/account/request',
      { user: { first_name: 'A', last_name: 'B', email: 'flood@campus.test', source: 'survey' } },
    ],
    ['/wp/v2/user/account/verify', { code: 'guessed-code' }],
    ['/wp/v2/user/account/pending', { code: 'guessed-code' }],
  ])('guards %s per account', async (url, payload) => {
    await call(url, payload, '192.0.2.1');
    await call(url, payload, '192.0.2.2');
    expect429(await call(url, payload, '192.0.2.3'));
  });

  it('guards GET recoverpwd/verify per login', async () => {
    const verify = (ip: string) =>
      limited.app.inject({
        method: 'GET',
        url: '/wp-json/wp/v2/user/recoverpwd/verify?key=k&login=couple%40campus.test',
        remoteAddress: ip,
      });
    await verify('192.0.2.10');
    await verify('192.0.2.11');
    expect429(await verify('192.0.2.12'));
  });

  it('leaves every other route unthrottled', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await limited.app.inject({
            method: 'GET',
            url: '/wp-json/wp/v2/appStatus',
            remoteAddress: '192.0.2.99',
          })
        ).statusCode,
      ).toBe(200);
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY=1', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 4; i++) {
      await limited.app.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/user/exists',
        payload: { email: `x${i}@campus.test` },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
    }
    expect429(
      await limited.app.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/user/exists',
        payload: { email: 'y@campus.test' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': '10.0.0.99' },
      }),
    );
  });
});

describe('recoverpwd/init', () => {
  it('answers a known and an unknown address identically, and mails only the known one', async () => {
    const known = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/recoverpwd/init',
      payload: { email: 'couple@campus.test' },
    });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/recoverpwd/init',
      payload: { email: 'nobody@campus.test' },
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json<RecoveryResponse>()).toEqual({
      responseType: 1,
      data: { email: 'couple@campus.test' },
    });
    expect(unknown.json<RecoveryResponse>()).toEqual({
      responseType: 1,
      data: { email: 'nobody@campus.test' },
    });
    const headerNames = (response: typeof known) =>
      Object.keys(response.headers)
        .filter((name) => !['date', 'content-security-policy'].includes(name))
        .sort();
    expect(headerNames(known)).toEqual(headerNames(unknown));
    expect(known.headers['content-length']).toBe(
      String(Number(unknown.headers['content-length']) + 'couple'.length - 'nobody'.length),
    );
    expect((await waitForMail(server.app, 'couple@campus.test')).length).toBe(1);
    expect(await outbox(server.app, 'nobody@campus.test')).toEqual([]);
  });
});

describe('token checks', () => {
  const validate = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/wp-json/jwt-auth/v1/token/validate', headers });
  const sign = async (claims: Record<string, unknown>, issuer: string, expires = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setJti('test')
      .setExpirationTime(expires)
      .sign(await loadSecret(server.app.services.db));

  it('answers each failure with the plugin code, status 403', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{}, 'jwt_auth_no_auth_header', 'Authorization header not found.'],
      [
        { authorization: 'Basic YTpi' },
        'jwt_auth_bad_auth_header',
        'Authorization header malformed.',
      ],
      [{ authorization: 'Bearer' }, 'jwt_auth_bad_auth_header', 'Authorization header malformed.'],
      [bearer('only-one-part'), 'jwt_auth_invalid_token', 'Wrong number of segments'],
      [
        bearer(await sign({ data: { user: { id: '1' } } }, 'https://elsewhere.example')),
        'jwt_auth_bad_iss',
        'The iss do not match with this server',
      ],
      [
        bearer(await sign({ data: {} }, server.config.publicUrl)),
        'jwt_auth_bad_request',
        'User ID not found in the token',
      ],
      [
        bearer(await sign({ data: { user: { id: '1' } } }, server.config.publicUrl, '-1s')),
        'jwt_auth_invalid_token',
        'Expired token',
      ],
    ];
    for (const [headers, code, message] of cases) {
      const response = await validate(headers);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 403,
        body: { code, message, data: { status: 403 } },
      });
    }
  });

  it('refuses a token it has verified before once the token expires', async () => {
    // Verified tokens are remembered (`Tokens` in services/auth.ts); the expiry is not.
    const token = bearer(
      await sign({ data: { user: { id: '1' } } }, server.config.publicUrl, '1s'),
    );
    expect((await validate(token)).statusCode).toBe(200);
    expect((await validate(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await validate(token);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 403,
      body: {
        code: 'jwt_auth_invalid_token',
        message: 'Expired token',
        data: { status: 403 },
      },
    });
  });

  it('puts the site URL in iss and validates its own tokens', async () => {
    const token = await login(server.app, 'member@campus.test');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
      iss: string;
    };
    expect(payload.iss).toBe(server.config.publicUrl);
    const response = await validate(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'jwt_auth_valid_token', data: { status: 200 } });
  });

  it('fails every REST route, public ones included, when a bad token is sent', async () => {
    const expired = await sign({ data: { user: { id: '1' } } }, server.config.publicUrl, '-1s');
    const routes = server.app.routeList.filter(
      (route) =>
        route.url.startsWith('/wp-json/') &&
        route.method !== 'HEAD' &&
        !route.url.startsWith('/wp-json/jwt-auth/v1/token'),
    );
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)(\([^)]*\))?/g, '1');
      for (const token of [expired, 'not.a.token']) {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url,
          headers: bearer(token),
        });
        if (response.statusCode !== 403 || response.json().code !== 'jwt_auth_invalid_token') {
          failures.push(
            `${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // Without the header, the same public calls answer.
    expect(
      (await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/product' })).statusCode,
    ).toBe(200);
    // The token route itself still signs in, whatever stale token the browser sends.
    const fresh = await server.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      headers: bearer(expired),
      payload: { user_email: 'member@campus.test', password: 'Campus!2026' },
    });
    expect(fresh.statusCode).toBe(200);
  });
});
