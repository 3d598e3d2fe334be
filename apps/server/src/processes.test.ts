import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD } from './seed';
import { freshDatabase, type TestDatabase } from './test/database';
import { TEST_ENV, writeStandInBuild } from './test/launch';

// The built server as its own process, killed as a machine or an orchestrator kills one: a write
// it answered is in the store when it starts again, on libSQL and on PostgreSQL alike.

const MAIN = resolve(__dirname, '../dist/main.js');
const LESSONS = 36;

let dataDir: string;
let database: TestDatabase | undefined;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the server first (pnpm build)`);
  dataDir = mkdtempSync(join(tmpdir(), 'campus-processes-'));
  writeStandInBuild(join(dataDir, 'web'));
  database = await freshDatabase();
  env = {
    ...process.env,
    ...TEST_ENV,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'web'),
    DATABASE_URL: database?.url ?? `file:${join(dataDir, 'campus.db')}`,
    HOST: '127.0.0.1',
    // The tokens name their issuer: every process of one site has the same address.
    PUBLIC_URL: 'http://campus.test',
  };
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail()));
    });
  });
}

interface Answer {
  status: number;
  body: string;
}

/** One call on a connection of its own, as a client behind a load balancer makes it. */
function call(port: number, method: string, path: string, token?: string, body?: unknown) {
  return new Promise<Answer>((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(payload && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: text }));
        response.on('error', fail);
      },
    );
    sent.on('error', fail);
    sent.end(payload);
  });
}

async function start(): Promise<{ port: number; child: ChildProcess; exited: Promise<unknown> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise((done) => child.once('exit', done));
  for (let attempt = 0; attempt < 400; attempt++) {
    const ready = await call(port, 'GET', '/readyz').catch(() => undefined);
    if (ready?.status === 200) return { port, child, exited };
    await new Promise((done) => setTimeout(done, 50));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

it('loses no write it answered when killed in the middle of writing', async () => {
  const first = await start();
  const signIn = await call(first.port, 'POST', '/wp-json/jwt-auth/v1/token', undefined, {
    user_email: 'couple@campus.test',
    password: DEMO_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  const { token } = JSON.parse(signIn.body) as { token: string };

  // Four writers save positions in turn over the lessons; the process is killed while they write.
  const answered = new Map<number, number>();
  let next = 1;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const position = next++;
      const lesson = 2000 + (position % LESSONS);
      const saved = await call(
        first.port,
        'PUT',
        `/wp-json/wp/v2/lesson/${lesson}/position`,
        token,
        {
          position,
          duration: 1_000_000,
        },
      ).catch(() => undefined);
      if (!saved) return;
      expect(saved.status).toBe(200);
      answered.set(lesson, Math.max(answered.get(lesson) ?? 0, position));
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  while (next < 200) await new Promise((done) => setTimeout(done, 5));
  killed = true;
  first.child.kill('SIGKILL');
  await Promise.all([...writers, first.exited]);
  expect(answered.size).toBe(LESSONS);

  const second = await start();
  try {
    for (const [lesson, position] of answered) {
      const read = await call(
        second.port,
        'GET',
        `/wp-json/wp/v2/lesson/${lesson}/position`,
        token,
      );
      expect(read.status).toBe(200);
      // A write that landed but whose answer the kill took away may be newer still.
      expect((JSON.parse(read.body) as { position: number }).position).toBeGreaterThanOrEqual(
        position,
      );
    }
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});
