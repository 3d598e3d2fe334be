import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildServer, type CampusServer } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { freshDatabase } from './database';

export const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Campus</title><!--campus-settings--></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's server renderer (apps/web/src/prerender.tsx, built to
 * `dist-ssr/prerender.js`): it renders the course library's list from the API the server lends it,
 * as the real one does, and leaves every other address to the app.
 */
const STAND_IN_RENDERER = `
export const PRERENDER_STYLE = '';
export const firstScreenCheck = () => '';
export const preloaderText = async () => 'Loading';
export const admission = () => null;
export const prerenderedAddress = (url) =>
  new URL(url, 'http://campus.invalid').pathname === '/course-library' ? '/course-library' : null;
export async function prerender(url, settings, layout, { fetch }) {
  if (new URL(url).pathname !== '/course-library') return null;
  const response = await fetch(new URL('/wp-json/wp/v2/product?per_page=50', url), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  const products = await response.json();
  const items = products.map((product) => '<li>' + product.title + '</li>').join('');
  return {
    styles: '',
    html: '<ul aria-label="Course Library">' + items + '</ul>',
    handOver: [{ type: 'courses/librarySucceeded', payload: products }],
  };
}
`;

/** A small web build at `webDist`: index.html, one hashed script (and its .gz), a favicon. */
export function writeStandInBuild(webDist: string, { renderer = false } = {}): void {
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (renderer) {
    mkdirSync(join(webDist, '..', 'dist-ssr'), { recursive: true });
    writeFileSync(join(webDist, '..', 'dist-ssr', 'prerender.js'), STAND_IN_RENDERER);
  }
}

export interface TestServer {
  app: CampusServer;
  config: ServerConfig;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * What the suites run with unless they say otherwise: the development routes (to read mails), a
 * cheaper password hash and budgets no suite reaches. Pass `{NAME: undefined}` to get the default.
 */
export const TEST_ENV: NodeJS.ProcessEnv = {
  PRINT_MAIL: '0',
  CAMPUS_DEV_ROUTES: '1',
  CAMPUS_CHECK_ANSWERS: '1',
  PASSWORD_ARGON2_MEMORY_KIB: '1024',
  PASSWORD_ARGON2_TIME: '1',
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_ACCOUNT: '1000000',
};

/**
 * A server of the package at `root` on a fresh seeded store (a libSQL file, or a database of its
 * own on the test PostgreSQL: `database.ts`), with a small stand-in web build beside it. Both the server's own suites (through `harness.ts`) and the pool other packages'
 * suites ask for servers (`pool.ts`) start servers here, so they run the same configuration.
 */
export async function launchTestServer(
  root: string,
  overrides: Partial<ServerConfig> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-server-test-'));
  const webDist = join(dataDir, 'web');
  writeStandInBuild(webDist);
  const database = env.DATABASE_URL || overrides.databaseUrl ? undefined : await freshDatabase();
  const config = loadConfig(
    root,
    {
      ...TEST_ENV,
      ...(database && { DATABASE_URL: database.url }),
      ...env,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: env.PORT ?? '0',
    },
    overrides,
  );
  const app = await buildServer(config).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  return {
    app,
    config,
    dataDir,
    async close() {
      const closed = app.close();
      // A call still running when the close began leaves its socket kept alive afterwards, which
      // would hold the close for the whole keep-alive timeout; nobody is left to answer here.
      app.server.closeAllConnections();
      await closed;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
