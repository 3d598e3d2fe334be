import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Playlist } from '@campus/api-client';
import { zipSync } from 'fflate';
import { buildServer, type CampusServer } from './app';
import { loadConfig } from './config';
import { contentCommand } from './domain/packs/commands';
import { GENERATED_PASSWORD } from './domain/packs/generate';
import { freshDatabase, type TestDatabase } from './test/database';
import { bearer, login } from './test/harness';

// The content pack commands run as the CLI runs them, on a store of their own, and the real server
// then answers from that store (README, "Content packs").
jest.setTimeout(120_000);
const root = resolve(__dirname, '..');

interface Store {
  dataDir: string;
  database: TestDatabase | undefined;
  env: Record<string, string>;
}

let work: string;
const stores: Store[] = [];
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'campus-packs-test-'));
});
afterAll(async () => {
  for (const store of stores) await store.database?.drop();
  rmSync(work, { recursive: true, force: true });
});

async function newStore(env: Record<string, string> = {}): Promise<Store> {
  const dataDir = mkdtempSync(join(work, 'data-'));
  const database = await freshDatabase();
  const store = {
    dataDir,
    database,
    env: { DATA_DIR: dataDir, ...(database && { DATABASE_URL: database.url }), ...env },
  };
  stores.push(store);
  return store;
}

async function campus(store: Store | undefined, ...args: string[]) {
  const out: string[] = [];
  const errors: string[] = [];
  const code = await contentCommand(args, root, store?.env ?? {}, {
    log: (line) => out.push(line),
    error: (line) => errors.push(line),
  });
  return { code, out: out.join('\n'), errors: errors.join('\n') };
}

const start = (store: Store, env: Record<string, string> = {}): Promise<CampusServer> =>
  buildServer(
    loadConfig(root, {
      ...store.env,
      WEB_DIST: join(store.dataDir, 'no-web'),
      PORT: '0',
      PRINT_MAIL: '0',
      ...env,
    }),
  );

async function withServer<T>(store: Store, check: (app: CampusServer) => Promise<T>): Promise<T> {
  const app = await start(store);
  try {
    return await check(app);
  } finally {
    await app.close();
  }
}

/** What a visitor is told: totals of each list and the first page of modules and lessons. */
async function answers(app: CampusServer) {
  const get = (url: string) => app.inject({ method: 'GET', url: `/wp-json${url}` });
  // A download link names its file, its expiry (from the time of the call) and a signature made
  // with the store's own secret: only the file is the same answer.
  const unsigned = (answer: unknown) =>
    JSON.parse(
      JSON.stringify(answer).replace(
        /(\/campus\/v1\/media\/)([^."]+)\.[\w-]+/g,
        (_, route: string, payload: string) =>
          route + Buffer.from(payload, 'base64url').toString().split('|')[0]!,
      ),
    ) as unknown;
  const total = async (url: string) => Number((await get(url)).headers['x-wp-total']);
  return {
    modules: await total('/wp/v2/playlist?per_page=1'),
    lessons: await total('/wp/v2/lesson?per_page=1'),
    videoLessons: await total('/wp/v2/lesson?per_page=1&type=video'),
    resources: await total('/wp/v2/resource?per_page=1'),
    moduleList: unsigned((await get('/wp/v2/playlist?per_page=20')).json()),
    lessonList: unsigned((await get('/wp/v2/lesson?per_page=20')).json()),
    resourceList: unsigned((await get('/wp/v2/resource?per_page=20')).json()),
  };
}

let pack: string;
beforeAll(async () => {
  pack = join(work, 'pack-s');
  expect(await campus(undefined, 'generate', '--size', 'S', '--out', pack)).toMatchObject({
    code: 0,
  });
});

describe('content packs', () => {
  it('generate → validate → import at S serves its totals', async () => {
    expect(await campus(undefined, 'validate', pack)).toMatchObject({
      code: 0,
      out: expect.stringContaining('50 modules, 500 lessons, 1000 resources'),
    });
    const store = await newStore({ CAMPUS_NO_DEMO: '1' });
    expect((await campus(store, 'import', pack)).code).toBe(0);
    const served = await withServer(store, answers);
    // Two of the 50 modules are private: a visitor is not told of them.
    expect(served).toMatchObject({ modules: 48, lessons: 500, videoLessons: 250, resources: 1000 });
    // The pack's own images are served from the store's media folder, as the server's own are.
    const images = (
      served.resourceList as Array<{ thumbnail: { sizes: { medium: { url: string } } } }>
    )
      .map((r) => r.thumbnail.sizes.medium.url)
      .filter((url) => url.startsWith('/media/pack/'));
    expect(images.length).toBeGreaterThan(0);
    await withServer(store, async (app) => {
      const image = await app.inject({ method: 'GET', url: images[0]! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
    });
    // The pack's 100 caption tracks are read at start in one pass (more than a few tracks): a
    // sentence said in one of them is found there, at its moment.
    const tracks = readdirSync(join(pack, 'captions')).filter((file) => file.endsWith('-en.vtt'));
    expect(tracks.length).toBeGreaterThan(20);
    const lines = readFileSync(join(pack, 'captions', tracks.at(-1)!), 'utf8').split('\n');
    const said = lines[lines.findIndex((line) => line.includes('-->')) + 1]!;
    await withServer(store, async (app) => {
      const found = await app.inject({
        method: 'GET',
        url: `/wp-json/wp/v2/search?search=${encodeURIComponent(said)}`,
      });
      const moments = found.json<{ spoken?: { matches: Array<{ text: string; start: number }> } }>()
        .spoken?.matches;
      expect(moments).toContainEqual(expect.objectContaining({ text: said, start: 0 }));
    });
  });

  it('export → import into a fresh store gives the same answers', async () => {
    const first = await newStore({ CAMPUS_NO_DEMO: '1' });
    expect((await campus(first, 'import', pack)).code).toBe(0);
    const exported = join(work, 'exported');
    expect(await campus(first, 'export', exported)).toMatchObject({ code: 0, errors: '' });
    expect((await campus(undefined, 'validate', exported)).code).toBe(0);
    const second = await newStore({ CAMPUS_NO_DEMO: '1' });
    expect((await campus(second, 'import', exported)).code).toBe(0);
    expect(await withServer(second, answers)).toEqual(await withServer(first, answers));
  });

  it('a re-import changes no total and keeps the progress a member made', async () => {
    const store = await newStore();
    // Started first, so the demo's member is there to make progress in the pack's modules.
    await withServer(store, async () => undefined);
    expect((await campus(store, 'import', pack)).code).toBe(0);
    const slug = (await withServer(store, async (app) => {
      const token = await login(app, 'member@campus.test');
      const module = { slug: readdirFirst(join(pack, 'modules')).replace(/\.yaml$/, '') };
      const full = (
        await app.inject({
          method: 'GET',
          url: `/wp-json/wp/v2/playlist/${module.slug}`,
          headers: bearer(token),
        })
      ).json<Playlist>();
      const lesson = full.lessons[0]!;
      const done = await app.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/playlist/lesson-complete',
        payload: {
          lesson_id: lesson.id,
          lesson_blog_id: 1,
          playlist_id: full.id,
          playlist_blog_id: 1,
        },
        headers: bearer(token),
      });
      expect(done.json()).toMatchObject({ complete: true });
      return module.slug;
    }))!;
    const before = await withServer(store, answers);
    expect(await campus(store, 'import', pack)).toMatchObject({
      code: 0,
      out: expect.stringContaining('0 created'),
    });
    await withServer(store, async (app) => {
      expect(await answers(app)).toEqual(before);
      const token = await login(app, 'member@campus.test');
      const full = (
        await app.inject({
          method: 'GET',
          url: `/wp-json/wp/v2/playlist/${slug}`,
          headers: bearer(token),
        })
      ).json<Playlist>();
      expect(full.lessons[0]).toMatchObject({ complete: true });
    });
  });

  it('refuses a broken pack, naming file and line, and changes nothing', async () => {
    const store = await newStore({ CAMPUS_NO_DEMO: '1' });
    expect((await campus(store, 'import', pack)).code).toBe(0);
    const before = await withServer(store, answers);
    const broken = join(work, 'broken');
    expect((await campus(undefined, 'generate', '--size', 'S', '--out', broken)).code).toBe(0);
    // A new lesson, so a refused import would have added something had it gone ahead.
    writeFileSync(
      join(broken, 'lessons', 'zz-new.yaml'),
      'slug: zz-new\ntitle: A new lesson\ntype: article\ncontent: <p>new</p>\n',
    );
    writeFileSync(
      join(broken, 'modules', 'zz-bad.yaml'),
      'slug: zz-bad\ntitle: Bad\ntitle: Twice\nlessons: [zz-new]\n',
    );
    writeFileSync(
      join(broken, 'lessons', 'zz-ref.yaml'),
      'slug: zz-ref\ntitle: Elsewhere\ntype: article\ncategories:\n  - nowhere\n',
    );
    unlinkSync(join(broken, 'media', 'guide.pdf'));
    const refused = await campus(store, 'import', broken);
    expect(refused.code).toBe(1);
    expect(refused.errors).toMatch(/^modules\/zz-bad\.yaml:3: /m);
    expect(refused.errors).toMatch(
      /^resources\/[a-z0-9-]+\.yaml:\d+: file names media\/guide\.pdf, which is not in the pack/m,
    );
    expect(refused.errors).toMatch(
      /^lessons\/zz-ref\.yaml:5: category "nowhere" is not in the pack$/m,
    );
    expect((await campus(undefined, 'validate', broken)).code).toBe(1);
    expect(await withServer(store, answers)).toEqual(before);
  });

  it('removes what the pack lacks only with --prune', async () => {
    const store = await newStore();
    const demo = await withServer(store, answers);
    expect((await campus(store, 'import', pack)).code).toBe(0);
    const both = await withServer(store, answers);
    expect(both.resources).toBe(demo.resources + 1000);
    expect((await campus(store, 'import', pack)).code).toBe(0);
    expect((await withServer(store, answers)).resources).toBe(both.resources);
    expect(await campus(store, 'import', pack, '--prune')).toMatchObject({ code: 0 });
    expect(await withServer(store, answers)).toMatchObject({
      modules: 48,
      lessons: 500,
      resources: 1000,
    });
  });

  it('CAMPUS_NO_DEMO starts empty, and an imported store is never demo-seeded', async () => {
    const empty = await newStore({ CAMPUS_NO_DEMO: '1' });
    expect(await withServer(empty, answers)).toMatchObject({
      modules: 0,
      lessons: 0,
      resources: 0,
    });
    // Imported into before any start, then started without CAMPUS_NO_DEMO: only the pack is there.
    const imported = await newStore();
    expect((await campus(imported, 'import', pack)).code).toBe(0);
    expect(await withServer(imported, answers)).toMatchObject({
      modules: 48,
      lessons: 500,
      resources: 1000,
    });
    expect(await withServer(imported, answers)).toMatchObject({
      modules: 48,
      lessons: 500,
      resources: 1000,
    });
  });

  it('brings generated members in with their progress, once', async () => {
    const withMembers = join(work, 'pack-s-members');
    const made = await campus(
      undefined,
      'generate',
      '--size',
      'S',
      '--out',
      withMembers,
      '--members',
    );
    expect(made.code).toBe(0);
    const store = await newStore({ CAMPUS_NO_DEMO: '1' });
    const stats = (app: CampusServer) =>
      app
        .inject({
          method: 'POST',
          url: '/wp-json/jwt-auth/v1/token',
          payload: {
            user_email: 'member7@s.campus.test',
            password: GENERATED_PASSWORD,
            options: {},
          },
        })
        .then((r) => r.json<{ profile: { trainingStats: { lessonsComplete: number } } }>());
    for (let round = 0; round < 2; round += 1) {
      expect(await campus(store, 'import', withMembers)).toMatchObject({
        code: 0,
        out: expect.stringContaining(round === 0 ? '2068 created' : '0 created'),
      });
      expect((await withServer(store, stats)).profile.trainingStats.lessonsComplete).toBe(40);
    }
  });

  it('refuses a pack whose last member names a lesson it lacks, and writes no member', async () => {
    const broken = join(work, 'pack-s-bad-member');
    expect(
      (await campus(undefined, 'generate', '--size', 'S', '--out', broken, '--members')).code,
    ).toBe(0);
    // Members are checked one file at a time after the content: the last file read is the one
    // that is wrong, so every member before it had been read and let go.
    const last = join('members', readdirSync(join(broken, 'members')).sort().at(-1)!);
    const text = readFileSync(join(broken, last), 'utf8');
    const module = /module: (\S+)/.exec(text)![1]!;
    const line = text.split('\n').length;
    writeFileSync(
      join(broken, last),
      `${text}  - lesson: nowhere\n    module: ${module}\n    completed_on: 2026-01-01\n`,
    );
    const store = await newStore({ CAMPUS_NO_DEMO: '1' });
    expect((await campus(store, 'import', pack)).code).toBe(0);
    const before = await withServer(store, answers);
    const refused = await campus(store, 'import', broken);
    expect(refused.code).toBe(1);
    expect(refused.errors).toContain(`${last}:${line}: lesson "nowhere" is not in the pack`);
    expect(refused.errors).toMatch(/1 problem; nothing was changed$/);
    await withServer(store, async (app) => {
      expect(await answers(app)).toEqual(before);
      const signIn = await app.inject({
        method: 'POST',
        url: '/wp-json/jwt-auth/v1/token',
        payload: { user_email: 'member1@s.campus.test', password: GENERATED_PASSWORD },
      });
      expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    });
  });

  it('reads a pack from a zip of its folder as from the folder', async () => {
    const files: Record<string, Uint8Array> = {};
    const add = (dir: string, prefix: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) add(path, `${prefix}${entry.name}/`);
        else files[`${prefix}${entry.name}`] = readFileSync(path);
      }
    };
    add(pack, 'pack-s/');
    const zip = join(work, 'pack-s.zip');
    writeFileSync(zip, zipSync(files, { level: 1 }));
    expect(await campus(undefined, 'validate', zip)).toMatchObject({
      code: 0,
      out: expect.stringContaining('50 modules, 500 lessons, 1000 resources'),
    });
    const store = await newStore({ CAMPUS_NO_DEMO: '1' });
    expect((await campus(store, 'import', zip)).code).toBe(0);
    expect(await withServer(store, answers)).toMatchObject({
      modules: 48,
      lessons: 500,
      resources: 1000,
    });
  });

  it('answers bad input with a message and exit code', async () => {
    expect(await campus(undefined, 'validate', join(work, 'nowhere'))).toMatchObject({
      code: 1,
      errors: expect.stringContaining('no such folder or file'),
    });
    expect(
      (await campus(undefined, 'generate', '--size', 'XXL', '--out', join(work, 'x'))).code,
    ).toBe(2);
    expect((await campus(undefined, 'unknown')).code).toBe(2);
    expect(await campus(undefined, 'generate', '--size', 'S', '--out', pack)).toMatchObject({
      code: 1,
      errors: expect.stringContaining('is not empty'),
    });
  });
});

function readdirFirst(dir: string): string {
  return readdirSync(dir).sort()[0]!;
}
