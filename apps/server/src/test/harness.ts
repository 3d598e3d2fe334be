import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildServer, type CampusServer } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { DEMO_PASSWORD } from '../seed';

export const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Campus</title><!--campus-settings--></head><body><div id="root"></div></body></html>';

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
  PASSWORD_SCRYPT_LOG_N: '14',
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_PER_ACCOUNT: '1000000',
};

/** A server on a fresh seeded store, with a small stand-in web build beside it. */
export async function startTestServer(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-server-test-'));
  const webDist = join(dataDir, 'web');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const config = loadConfig(resolve(__dirname, '../..'), { ...TEST_ENV, ...env, DATA_DIR: dataDir, WEB_DIST: webDist, PORT: '0' }, overrides);
  const app = await buildServer(config);
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

export async function login(app: CampusServer, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/wp-json/jwt-auth/v1/token', payload: { user_email: email, password, options: {} } });
  if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created: string;
}

export async function outbox(app: CampusServer, to: string): Promise<OutboxMail[]> {
  return (await app.inject({ method: 'GET', url: `/wp-json/campus-dev/v1/outbox?to=${encodeURIComponent(to)}` })).json<OutboxMail[]>();
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
