import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildFront, type CampusServer } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { DEMO_PASSWORD } from '../seed';
import type { OutboxMail } from './campus';
import { launchTestServer, writeStandInBuild, type TestServer } from './launch';

export type { OutboxMail } from './campus';
export { INDEX_HTML, TEST_ENV, type TestServer } from './launch';

/** A server on a fresh seeded store, with a small stand-in web build beside it. */
export function startTestServer(
  overrides: Partial<ServerConfig> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<TestServer> {
  return launchTestServer(resolve(__dirname, '../..'), overrides, env);
}

export interface TestFront {
  app: FastifyInstance;
  config: ServerConfig;
  /** The front's DATA_DIR: front mode writes nothing there. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A front (`CAMPUS_UPSTREAM=upstream`) with a stand-in web build whose renderer draws the course
 * library's list, so its first screen shows what the site's API gave it.
 */
export async function startTestFront(
  upstream: string,
  env: NodeJS.ProcessEnv = {},
): Promise<TestFront> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-front-test-'));
  const webDist = join(dataDir, 'web');
  writeStandInBuild(webDist, { renderer: true });
  const config = loadConfig(resolve(__dirname, '../..'), {
    PRINT_MAIL: '0',
    ...env,
    CAMPUS_UPSTREAM: upstream,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    PORT: '0',
  });
  const app = await buildFront(config);
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function login(
  app: CampusServer,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { user_email: email, password, options: {} },
  });
  if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Calls to a test server's REST API, `url` under `/wp-json`. The server is read at each call, so a
 * suite can take these before its `beforeAll` starts the server.
 */
export function restCalls(app: () => CampusServer) {
  const get = (
    url: string,
    headers: Record<string, string> = {},
    cookies: Record<string, string> = {},
  ) => app().inject({ method: 'GET', url: `/wp-json${url}`, headers, cookies });
  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => app().inject({ method, url: `/wp-json${url}`, payload: payload as object, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    send('POST', url, payload, headers);
  return { get, send, post };
}

export async function outbox(app: CampusServer, to: string): Promise<OutboxMail[]> {
  return (
    await app.inject({
      method: 'GET',
      url: `/wp-json/campus-dev/v1/outbox?to=${encodeURIComponent(to)}`,
    })
  ).json<OutboxMail[]>();
}

/** The mails sent to an address, once at least `count` have arrived (some are sent after the answer). */
export async function waitForMail(app: CampusServer, to: string, count = 1): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await outbox(app, to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}
