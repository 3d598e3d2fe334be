import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language, LocaleSettings, ThemeSettings } from '@campus/api-client';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  webDist: string;
  mediaDir: string;
  publicUrl: string;
  /** Dev-only routes (mail outbox, app-status bump): mounted only when `CAMPUS_DEV_ROUTES=1`. */
  devRoutes: boolean;
  /** Every answer with a contract schema is checked against its plain JSON (`conventions/serializer.ts`). */
  checkAnswers: boolean;
  /** Trust `X-Forwarded-For` from a proxy in front; off by default so no caller can pick its own IP. */
  trustProxy: boolean;
  /**
   * Origins whose pages may call the REST API from a browser (`CAMPUS_CORS_ORIGINS`, comma
   * separated). None by default: the app is served from the API's own origin.
   */
  corsOrigins: string[];
  /**
   * Serve the web build's source maps (`SERVE_SOURCE_MAPS=1`). Off by default: they would publish
   * the app's source; an error tracker gets them from the build output instead.
   */
  serveSourceMaps: boolean;
  /** Anti-automation budgets of the sign-in, sign-up and recovery routes. */
  rateLimit: RateLimitConfig;
  /** Password hashing cost and how many hashes may run at once. */
  passwords: PasswordConfig;
  /** Lifetime of a video download link, in seconds. */
  downloadLinkTtl: number;
  /** Distinct lessons an anonymous visitor may open before `canView` turns false. */
  numberFreePlaylistViews: number;
  /** Overrides merged over the built-in theme and locale settings. */
  settings: SettingsOverrides;
  /** Log requests (off in tests to keep output readable). */
  logger: boolean;
  /** Serve Prometheus metrics at `/metrics` (`CAMPUS_METRICS=1`); off by default. */
  metrics: boolean;
  /**
   * How long `SIGTERM` keeps the server answering while `/readyz` says 503, before it closes
   * (`CAMPUS_DRAIN_MS`): a little more than the balancer's health-check interval behind one. 0 (the
   * default, one machine with nothing in front) closes at once.
   */
  drainMs: number;
  /** Print each outgoing mail to the console (the outbox keeps them either way). */
  printMail: boolean;
  /**
   * Extra series resources a fresh store is seeded with (`CAMPUS_DEMO_BULK_RESOURCES`), all found
   * by searching "archive": enough results to scroll through a long list. 0 (the default) adds none.
   */
  demoBulkResources: number;
  /**
   * Seed a fresh store with the demo content (the default). `CAMPUS_NO_DEMO=1` seeds only the site's
   * settings (languages, features, roles, places), for a store whose content comes from a pack.
   */
  demo: boolean;
  /**
   * The WordPress site this server stands in front of (`CAMPUS_UPSTREAM`). Set, the server keeps no
   * store: it serves the web build and forwards the REST API and media there (front mode). Unset
   * (the default), the server is the site.
   */
  upstream: UpstreamConfig | undefined;
}

export interface UpstreamConfig {
  /** The site's address without a trailing slash; a path is kept (`https://example.org/wp`). */
  url: string;
  /** The longest wait for a connection to the site, in ms. */
  connectTimeoutMs: number;
  /** The longest wait for the site to start answering, and between two parts of an answer, in ms. */
  timeoutMs: number;
}

/** More than this many bulk resources only slows the first start; no list check needs them. */
export const MAX_DEMO_BULK_RESOURCES = 10_000;

export interface RateLimitConfig {
  /** Requests one IP address may make to one guarded route per window. */
  perIp: number;
  /** Requests naming one account (e-mail, login or code) per guarded route per window. */
  perAccount: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface PasswordConfig {
  /** Argon2id memory in KiB (OWASP: 19,456) and passes (OWASP: 2). */
  memoryCost: number;
  timeCost: number;
  /** Hashes running at once; the rest wait, so the event loop keeps a core. */
  concurrency: number;
  /** The longest a sign-in waits for its turn at hashing before the server answers 503. */
  deadlineMs: number;
  /**
   * A file of this package, from which the hashing threads load their library; unset (a test's
   * own setting), hashes run on libuv's pool at the event loop's priority.
   */
  threadsFrom?: string;
}

export interface SettingsOverrides {
  theme?: Partial<ThemeSettings>;
  /**
   * `languages` counts only in front mode, where no store lists them; otherwise the store's
   * languages are the site's.
   */
  locale?: Partial<Omit<LocaleSettings, 'languages'>> & { languages?: Language[] };
  apiBaseUrl?: string;
}

/** The package directory, one level above the running file (`dist/main.js` when built). */
export function packageRootOf(moduleUrl: string): string {
  return resolve(dirname(fileURLToPath(moduleUrl)), '..');
}

function readOverrides(env: NodeJS.ProcessEnv): SettingsOverrides {
  if (env.CAMPUS_SETTINGS) return JSON.parse(env.CAMPUS_SETTINGS) as SettingsOverrides;
  if (env.CAMPUS_SETTINGS_FILE) {
    return JSON.parse(readFileSync(env.CAMPUS_SETTINGS_FILE, 'utf8')) as SettingsOverrides;
  }
  return {};
}

/** `CAMPUS_UPSTREAM` and its deadlines; a value that is not an http(s) address stops the start. */
function readUpstream(
  env: NodeJS.ProcessEnv,
  positive: (value: string | undefined, fallback: number) => number,
): UpstreamConfig | undefined {
  const address = env.CAMPUS_UPSTREAM?.trim();
  if (!address) return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`CAMPUS_UPSTREAM is not an address: ${address}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`CAMPUS_UPSTREAM must be an http(s) address: ${address}`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error(`CAMPUS_UPSTREAM takes a site address only (no query, fragment or user)`);
  }
  return {
    url: (url.origin + url.pathname).replace(/\/+$/, ''),
    connectTimeoutMs: positive(env.CAMPUS_UPSTREAM_CONNECT_TIMEOUT_MS, 3000),
    timeoutMs: positive(env.CAMPUS_UPSTREAM_TIMEOUT_MS, 10_000),
  };
}

/** `root` is the package directory: defaults are resolved from it, never from the working directory. */
export function loadConfig(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return value && Number.isSafeInteger(number) && number > 0 ? number : fallback;
  };
  const dataDir = resolve(env.DATA_DIR ?? resolve(root, '.data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${resolve(dataDir, 'campus.db')}`,
    webDist: resolve(env.WEB_DIST ?? resolve(root, '../web/dist')),
    mediaDir: resolve(root, 'media'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    devRoutes: env.CAMPUS_DEV_ROUTES === '1',
    checkAnswers: env.CAMPUS_CHECK_ANSWERS === '1',
    trustProxy: env.TRUST_PROXY === '1',
    corsOrigins: (env.CAMPUS_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1',
    rateLimit: {
      perIp: positive(env.RATE_LIMIT_PER_IP, 50),
      perAccount: positive(env.RATE_LIMIT_PER_ACCOUNT, 10),
      windowSeconds: positive(env.RATE_LIMIT_WINDOW, 15 * 60),
    },
    passwords: {
      memoryCost: Math.max(positive(env.PASSWORD_ARGON2_MEMORY_KIB, 19_456), 8),
      timeCost: positive(env.PASSWORD_ARGON2_TIME, 2),
      deadlineMs: positive(env.PASSWORD_HASH_DEADLINE_MS, 5000),
      threadsFrom: resolve(root, 'package.json'),
      concurrency: positive(
        env.PASSWORD_HASH_CONCURRENCY,
        Math.max(1, Math.floor(availableParallelism() / 2)),
      ),
    },
    downloadLinkTtl: Number(env.DOWNLOAD_LINK_TTL ?? 300),
    numberFreePlaylistViews: Number(env.FREE_PLAYLIST_VIEWS ?? 3),
    settings: readOverrides(env),
    logger: env.LOG_REQUESTS === '1',
    metrics: env.CAMPUS_METRICS === '1',
    drainMs: positive(env.CAMPUS_DRAIN_MS, 0),
    printMail: env.PRINT_MAIL !== '0',
    demoBulkResources: Math.min(
      positive(env.CAMPUS_DEMO_BULK_RESOURCES, 0),
      MAX_DEMO_BULK_RESOURCES,
    ),
    demo: env.CAMPUS_NO_DEMO !== '1',
    upstream: readUpstream(env, positive),
    ...overrides,
  };
}
