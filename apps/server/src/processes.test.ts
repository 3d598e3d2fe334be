import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readCues } from './domain/search/captions';
import { all, openDb, type Db } from './services/store';
import { DEMO_PASSWORD, demoContent } from './seed';
import { freshDatabase, type TestDatabase } from './test/database';
import { TEST_ENV, writeStandInBuild } from './test/launch';

// The built server as its own process, killed as a machine kills one or stopped as an orchestrator
// stops one: a write it answered is in the store when it starts again, and a rolling restart
// behind a balancer drops no request, and instances started together on an empty store all come
// up on one demo, on libSQL and on PostgreSQL alike.

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

/** One call, on a connection of its own unless an agent that keeps connections is given. */
function call(
  port: number,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  agent: Agent | false = false,
) {
  return new Promise<Answer>((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
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

interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<unknown>;
  /** The end of what the process wrote to stderr, to say why it stopped. */
  errors: () => string;
}

function spawnServer(port: number, extraEnv: NodeJS.ProcessEnv = {}): Instance {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...env, ...extraEnv, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)));
  const exited = new Promise((done) => child.once('exit', (code) => done(code)));
  return { port, child, exited, errors: () => errors };
}

/** Waits for `/readyz` to answer 200; fails at once if the process ends first. */
async function whenReady(instance: Instance): Promise<Instance> {
  const { port, child } = instance;
  const running = () => child.exitCode === null && child.signalCode === null;
  for (let attempt = 0; attempt < 600 && running(); attempt++) {
    const ready = await call(port, 'GET', '/readyz').catch(() => undefined);
    if (ready?.status === 200) return instance;
    await new Promise((done) => setTimeout(done, 50));
  }
  if (!running())
    throw new Error(
      `the server exited with ${child.exitCode ?? child.signalCode}: ${instance.errors()}`,
    );
  child.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

const start = async (extraEnv: NodeJS.ProcessEnv = {}) =>
  whenReady(spawnServer(await freePort(), extraEnv));

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

/**
 * A load balancer as an orchestrator runs one: it checks each instance's `/readyz` every 100 ms,
 * sends each request to the next ready instance over connections it keeps alive, and never retries.
 */
function balancer() {
  const instances = new Map<number, { ready: boolean; agent: Agent }>();
  let turn = 0;
  let checking = true;
  const check = async () => {
    while (checking) {
      await Promise.all(
        [...instances].map(async ([port, instance]) => {
          const ready = await call(port, 'GET', '/readyz').catch(() => undefined);
          instance.ready = ready?.status === 200;
        }),
      );
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  const checked = check();
  return {
    add(port: number) {
      instances.set(port, { ready: false, agent: new Agent({ keepAlive: true }) });
    },
    remove(port: number) {
      instances.get(port)?.agent.destroy();
      instances.delete(port);
    },
    async whenReady(port: number) {
      while (!instances.get(port)?.ready) await new Promise((done) => setTimeout(done, 20));
    },
    send(method: string, path: string, token?: string, body?: unknown) {
      const ready = [...instances].filter(([, instance]) => instance.ready);
      if (!ready.length) return Promise.reject(new Error('no instance is ready'));
      const [port, { agent }] = ready[turn++ % ready.length]!;
      return call(port, method, path, token, body, agent);
    },
    async stop() {
      checking = false;
      await checked;
      for (const port of [...instances.keys()]) this.remove(port);
    },
  };
}

it('drops no request while its instances are restarted one after the other', async () => {
  // The balancer checks every 100 ms; each instance stays half a second after it stops being ready.
  const drain = { CAMPUS_DRAIN_MS: '500' };
  const running = [await start(drain), await start(drain)];
  const front = balancer();
  for (const instance of running) front.add(instance.port);
  const stops: Array<Promise<unknown>> = [];
  try {
    await Promise.all(running.map((instance) => front.whenReady(instance.port)));
    const signIn = await front.send('POST', '/wp-json/jwt-auth/v1/token', undefined, {
      user_email: 'member@campus.test',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const { token } = JSON.parse(signIn.body) as { token: string };

    // Four members' worth of traffic, each a write then a read, for the whole of the restart.
    const failures: string[] = [];
    const saved = new Map<number, number>();
    let answered = 0;
    let rolling = true;
    const client = async (lesson: number) => {
      for (let position = 1; rolling; position++) {
        for (const [method, path, body] of [
          ['PUT', `/wp-json/wp/v2/lesson/${lesson}/position`, { position, duration: 1_000_000 }],
          ['GET', '/wp-json/wp/v2/product', undefined],
        ] as const) {
          const answer = await front.send(method, path, token, body).catch((error: Error) => ({
            status: 0,
            body: error.message,
          }));
          if (answer.status !== 200) {
            failures.push(`${method} ${path}: ${answer.status} ${answer.body}`);
            // One failure fails the test; a few say what went wrong.
            if (failures.length >= 10) rolling = false;
            return;
          }
          if (method === 'PUT') saved.set(lesson, position);
          answered++;
        }
      }
    };
    const clients = [2001, 2002, 2003, 2004].map(client);

    for (let index = 0; index < running.length; index++) {
      const old = running[index]!;
      const before = answered;
      old.child.kill('SIGTERM');
      stops.push(old.exited);
      expect(await old.exited).toBe(0);
      front.remove(old.port);
      const replacement = await start(drain);
      running[index] = replacement;
      front.add(replacement.port);
      await front.whenReady(replacement.port);
      expect(failures).toEqual([]);
      // Traffic went on while the instance left.
      expect(answered).toBeGreaterThan(before);
    }
    rolling = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    for (const [lesson, position] of saved) {
      const read = await front.send('GET', `/wp-json/wp/v2/lesson/${lesson}/position`, token);
      expect(JSON.parse(read.body)).toMatchObject({ position });
    }
  } finally {
    await front.stop();
    for (const instance of running) instance.child.kill('SIGTERM');
    await Promise.all([...stops, ...running.map((instance) => instance.exited)]);
  }
  // Four instances start in turn, each drained for half a second on leaving: on a busy host of 2
  // cores that alone took over jest's 30 s.
}, 120_000);

// An empty store that three instances start on together (README, "A networked libSQL server"):
// none exits, each ready, the demo written once, one signing secret. Given a minute, since the
// three migrate, hash the demo passwords and index the captions on the same cores at once.
it('starts three instances at once on an empty store: all ready, one demo, one secret', async () => {
  const ownDir = mkdtempSync(join(tmpdir(), 'campus-processes-'));
  const own = await freshDatabase();
  const url = own?.url ?? `file:${join(ownDir, 'campus.db')}`;
  const ports = [await freePort(), await freePort(), await freePort()];
  const trio = ports.map((port) => spawnServer(port, { DATA_DIR: ownDir, DATABASE_URL: url }));
  let db: Db | undefined;
  try {
    await Promise.all(trio.map(whenReady));
    db = openDb(url, ownDir);

    // A token one instance issues opens every instance: they all sign with the stored secret.
    for (const issuer of trio) {
      const signIn = await call(issuer.port, 'POST', '/wp-json/jwt-auth/v1/token', undefined, {
        user_email: 'member@campus.test',
        password: DEMO_PASSWORD,
      });
      expect(signIn.status).toBe(200);
      const { token } = JSON.parse(signIn.body) as { token: string };
      for (const other of trio)
        expect(
          await call(other.port, 'POST', '/wp-json/jwt-auth/v1/token/validate', token),
        ).toEqual(expect.objectContaining({ status: 200 }));
    }

    // Every table the seed writes holds its rows once, and every caption track its cues once.
    const rows = new Map<string, number>();
    const count = (table: string) => void rows.set(table, (rows.get(table) ?? 0) + 1);
    await demoContent(count, async () => '', {}, new Date());
    const stored = new Map<string, number>();
    for (const table of rows.keys())
      stored.set(table, Number((await all(db.store, `SELECT count(*) AS n FROM ${table}`))[0]!.n));
    expect(stored).toEqual(rows);
    const tracks = await all(db.store, 'SELECT file FROM caption_tracks');
    expect(tracks.length).toBeGreaterThan(0);
    const cues = await Promise.all(
      tracks.map(
        async (track) =>
          (await readCues(readFileSync(resolve(__dirname, '../media', String(track.file)), 'utf8')))
            .length,
      ),
    );
    expect(Number((await all(db.store, 'SELECT count(*) AS n FROM caption_cues'))[0]!.n)).toBe(
      cues.reduce((sum, n) => sum + n, 0),
    );

    expect(trio.map(({ child }) => child.exitCode ?? child.signalCode)).toEqual([null, null, null]);
  } finally {
    for (const instance of trio) instance.child.kill('SIGTERM');
    await Promise.all(trio.map((instance) => instance.exited));
    await db?.close();
    await own?.drop();
    rmSync(ownDir, { recursive: true, force: true });
  }
}, 60_000);
