import { startTestServer, type TestServer } from './test/harness';

// Instances on one store share what must be shared: a budget spent on one is spent on all, and a
// restart gives nobody a fresh one.
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
