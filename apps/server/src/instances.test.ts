import { bearer, login, startTestServer, type TestServer } from './test/harness';

// Instances on one store share what must be shared: a session begun on one holds on all and ends on
// all, what one saves the others read, a budget spent on one is spent on all, and a restart gives
// nobody a fresh one.
const LIMITS = { RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_WINDOW: '60' };

let first: TestServer;
beforeAll(async () => {
  first = await startTestServer({}, LIMITS);
});
afterAll(() => first.close());

/** Another instance on the first one's store. */
const another = () => startTestServer({ databaseUrl: first.config.databaseUrl }, LIMITS);

const attempt = (server: TestServer, email: string) =>
  server.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { user_email: email, password: 'wrong' },
    remoteAddress: '203.0.113.40',
  });

it('counts an account’s sign-in attempts across instances on one store', async () => {
  const second = await another();
  try {
    expect((await attempt(first, 'admin@campus.test')).statusCode).toBe(403);
    expect((await attempt(second, 'admin@campus.test')).statusCode).toBe(403);
    expect((await attempt(first, 'admin@campus.test')).statusCode).toBe(403);
    const refused = await attempt(second, 'admin@campus.test');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account keeps its own budget.
    expect((await attempt(second, 'member@campus.test')).statusCode).toBe(403);
  } finally {
    await second.close();
  }
});

it('keeps a spent budget spent after a restart', async () => {
  for (let i = 0; i < 3; i++) await attempt(first, 'translator@campus.test');
  const restarted = await another();
  try {
    expect((await attempt(restarted, 'translator@campus.test')).statusCode).toBe(429);
  } finally {
    await restarted.close();
  }
});

it('keeps a session and what it saves across instances, and ends it on all of them', async () => {
  const second = await another();
  try {
    const token = await login(first.app, 'couple@campus.test');
    const position = (server: TestServer) =>
      server.app.inject({ url: '/wp-json/wp/v2/lesson/2003/position', headers: bearer(token) });
    const saved = await second.app.inject({
      method: 'PUT',
      url: '/wp-json/wp/v2/lesson/2003/position',
      headers: bearer(token),
      payload: { position: 2.5, duration: 4 },
    });
    expect(saved.statusCode).toBe(200);
    const read = await position(first);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ position: 2.5 });

    const logout = await second.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/user/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await position(first)).statusCode).toBe(403);
  } finally {
    await second.close();
  }
});
