import { randomBytes, scryptSync } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { HASHING_NICENESS } from './services/hashing-threads';
import { PasswordHasher } from './services/passwords';
import { WpError } from './conventions/errors';
import { run } from './services/store';
import { DEMO_PASSWORD } from './seed';
import { startTestServer, type TestServer } from './test/harness';

/** A stored hash of an earlier Campus release: scrypt, N=2^12 here to keep the test quick. */
function earlierCampusHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 12, r: 8, p: 1 });
  return `scrypt$${2 ** 12}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

// Made by WordPress's own algorithms: phpass portable hashes (before 6.8; `$H$` is phpBB's prefix
// for the same hash) and WordPress 6.8's `$wp`-prefixed bcrypt, whose password is "admin".
const WORDPRESS_HASHES: Array<[string, string]> = [
  ['test12345', '$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0'],
  ['!?!#?#?#$&@&@!&@', '$P$Buvd5FQxkeXJnDarN7..wRMwRKJeZ40'],
  ['test1', '$H$9aaaaaSXBjgypwqm.JsMssPLiS8YQ00'],
  ['admin', '$wp$2y$10$Q1xinFjrZeLWJBvxviIL6u834Fu.evIEFHAUVisQ5O.w9Dm0sMdES'],
];

describe('password hashing', () => {
  it('hashes with Argon2id at OWASP settings by default', async () => {
    const hasher = new PasswordHasher();
    const hash = await hasher.hash('Campus!2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify('Campus!2026', hash)).toBe(true);
    expect(await hasher.verify('campus!2026', hash)).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('lets other requests through while hashes run, since hashing works off the event loop', async () => {
    const hasher = new PasswordHasher({ concurrency: 1 });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await Promise.all(Array.from({ length: 4 }, () => hasher.hash('Campus!2026')));
    clearInterval(timer);
    // A hash on the event loop would let no timer fire until all four were done.
    expect(ticks).toBeGreaterThan(2);
  });

  it('hashes on threads of its own below the event loop’s priority, the server’s way', async () => {
    const hasher = new PasswordHasher({ threadsFrom: resolve(__dirname, '../package.json') });
    try {
      const hash = await hasher.hash('Campus!2026');
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await hasher.verify('Campus!2026', hash)).toBe(true);
      expect(await hasher.verify('campus!2026', hash)).toBe(false);
      expect(await hasher.verify('Campus!2026', '$argon2id$v=19$m=1,t=1,p=1$broken')).toBe(false);
      // The thread that hashed is kept for the next hash, at its own lower priority (Linux keeps a
      // nice value per thread, the 19th field of its stat line).
      const niceness = readdirSync('/proc/self/task').map((task) =>
        Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
      );
      expect(niceness).toContain(HASHING_NICENESS);
      expect(niceness.filter((value) => value === HASHING_NICENESS)).toHaveLength(1);
      let ticks = 0;
      const timer = setInterval(() => (ticks += 1), 5);
      await Promise.all(Array.from({ length: 4 }, () => hasher.hash('Campus!2026')));
      clearInterval(timer);
      expect(ticks).toBeGreaterThan(2);
    } finally {
      await hasher.close();
    }
  });

  it.each(WORDPRESS_HASHES)('verifies WordPress hashes: %s', async (password, stored) => {
    const hasher = new PasswordHasher();
    expect(await hasher.verify(password, stored)).toBe(true);
    expect(await hasher.verify(`${password}x`, stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(true);
  });

  it('verifies an earlier Campus scrypt hash, and marks it for an upgrade', async () => {
    const hasher = new PasswordHasher();
    const stored = earlierCampusHash('Old-pass1!');
    expect(await hasher.verify('Old-pass1!', stored)).toBe(true);
    expect(await hasher.verify('Old-pass2!', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(true);
  });

  it('refuses a stored value it cannot read instead of failing', async () => {
    const hasher = new PasswordHasher();
    for (const stored of ['md5$abc', 'scrypt$Infinity$8$1$AA==$AA==', '$P$short', '$2y$10$x', '']) {
      expect(await hasher.verify('x', stored)).toBe(false);
    }
  });

  it('never lets a hash wait past its deadline: over capacity it is refused at once', async () => {
    const hasher = new PasswordHasher({ concurrency: 1, deadlineMs: 300 });
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => hasher.hash('Campus!2026')),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
    for (const outcome of refused) {
      const error = (outcome as PromiseRejectedResult).reason as WpError;
      expect(error).toBeInstanceOf(WpError);
      expect(error.status).toBe(503);
      expect(Number(error.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The hashes let in ran one at a time; none of the refused ones waited for them.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('signing in with an earlier or imported hash', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const signIn = (email: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      payload: { user_email: email, password, options: {} },
    });
  const storedHashOf = async (email: string) =>
    String(
      (
        await server.app.services.store.execute({
          sql: 'SELECT password_hash FROM users WHERE email = ?',
          args: [email],
        })
      ).rows[0]!.password_hash,
    );

  it.each([
    [
      'an earlier Campus scrypt hash',
      'translator@campus.test',
      'Old-pass1!',
      earlierCampusHash('Old-pass1!'),
    ],
    ['a WordPress 6.8 hash', 'admin@campus.test', 'admin', WORDPRESS_HASHES[3]![1]],
    ['a WordPress phpass hash', 'newbie@campus.test', 'test12345', WORDPRESS_HASHES[0]![1]],
  ])('%s signs in and is upgraded to Argon2id', async (_kind, email, password, stored) => {
    await run(server.app.services.store, 'UPDATE users SET password_hash = ? WHERE email = ?', [
      stored,
      email,
    ]);
    expect((await signIn(email, `${password}?`)).statusCode).toBe(403);
    expect((await signIn(email, password)).statusCode).toBe(200);
    const upgraded = await storedHashOf(email);
    expect(upgraded).toMatch(/^\$argon2id\$/);
    expect(server.app.services.passwords.needsRehash(upgraded)).toBe(false);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('answers a rush past capacity with a WordPress-style 503 and Retry-After, never a hang', async () => {
    const busy = await startTestServer({
      passwords: { memoryCost: 19_456, timeCost: 2, concurrency: 1, deadlineMs: 200 },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          busy.app.inject({
            method: 'POST',
            url: '/wp-json/jwt-auth/v1/token',
            payload: { user_email: 'member@campus.test', password: DEMO_PASSWORD, options: {} },
          }),
        ),
      );
      const refused = answers.filter((answer) => answer.statusCode === 503);
      expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]!.json()).toEqual({
        code: 'rest_service_busy',
        message: 'Too many people are signing in right now. Please try again in a few seconds.',
        data: { status: 503 },
      });
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answers.every((answer) => [200, 503].includes(answer.statusCode))).toBe(true);
    } finally {
      await busy.close();
    }
  });
});
