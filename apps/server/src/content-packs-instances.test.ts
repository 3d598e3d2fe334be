import type { SearchResults } from '@campus/api-client';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { buildServer, type CampusServer } from './app';
import { loadConfig } from './config';
import { contentCommand } from './domain/packs/commands';
import { freshDatabase, type TestDatabase } from './test/database';

// Two instances run on one store while a pack is imported into it: both serve the new content
// and find its words, with no restart (README, "Content packs").
jest.setTimeout(120_000);
const root = resolve(__dirname, '..');
let work: string;
let database: TestDatabase | undefined;
let env: Record<string, string>;
let instances: CampusServer[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'campus-packs-instances-'));
  database = await freshDatabase();
  env = {
    DATA_DIR: join(work, 'data'),
    ...(database && { DATABASE_URL: database.url }),
    CAMPUS_NO_DEMO: '1',
  };
  const config = () =>
    loadConfig(root, { ...env, WEB_DIST: join(work, 'no-web'), PORT: '0', PRINT_MAIL: '0' });
  instances = [await buildServer(config()), await buildServer(config())];
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
});

const quiet = { log: () => undefined, error: () => undefined };
const get = (app: CampusServer, url: string) =>
  app.inject({ method: 'GET', url: `/wp-json${url}` });
const lessons = async (app: CampusServer) =>
  Number((await get(app, '/wp/v2/lesson?per_page=1')).headers['x-wp-total']);
const search = async (app: CampusServer, term: string) =>
  (await get(app, `/wp/v2/search?search=${encodeURIComponent(term)}`)).json<SearchResults>();

it('an import reaches every running instance within a second, search included', async () => {
  const pack = join(work, 'pack');
  expect(await contentCommand(['generate', '--size', 'S', '--out', pack], root, env, quiet)).toBe(
    0,
  );
  const file = readdirSync(join(pack, 'lessons')).sort()[0]!;
  const { title } = parse(readFileSync(join(pack, 'lessons', file), 'utf8')) as { title: string };
  for (const app of instances) {
    expect(await lessons(app)).toBe(0);
    expect(JSON.stringify(await search(app, title))).not.toContain(title);
  }

  expect(await contentCommand(['import', pack], root, env, quiet)).toBe(0);
  await new Promise((done) => setTimeout(done, 1100));
  for (const app of instances) {
    expect(await lessons(app)).toBe(500);
    expect(JSON.stringify(await search(app, title))).toContain(title);
  }
});
