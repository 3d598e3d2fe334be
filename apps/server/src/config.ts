import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocaleSettings, ThemeSettings } from '@campus/api-client';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  webDist: string;
  mediaDir: string;
  publicUrl: string;
  /** Dev-only routes (outbox, app-status bump) are mounted unless this is true. */
  production: boolean;
  /** Lifetime of a video download link, in seconds. */
  downloadLinkTtl: number;
  /** Distinct lessons an anonymous visitor may open before `canView` turns false. */
  numberFreePlaylistViews: number;
  /** Overrides merged over the built-in theme and locale settings. */
  settings: SettingsOverrides;
  /** Log requests (off in tests to keep output readable). */
  logger: boolean;
  /** Print each outgoing mail to the console (the outbox keeps them either way). */
  printMail: boolean;
}

export interface SettingsOverrides {
  theme?: Partial<ThemeSettings>;
  locale?: Partial<Omit<LocaleSettings, 'languages'>>;
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

/** `root` is the package directory: defaults are resolved from it, never from the working directory. */
export function loadConfig(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? resolve(root, '.data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${resolve(dataDir, 'campus.db')}`,
    webDist: resolve(env.WEB_DIST ?? resolve(root, '../web/dist')),
    mediaDir: resolve(root, 'media'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    production: env.NODE_ENV === 'production',
    downloadLinkTtl: Number(env.DOWNLOAD_LINK_TTL ?? 300),
    numberFreePlaylistViews: Number(env.FREE_PLAYLIST_VIEWS ?? 3),
    settings: readOverrides(env),
    logger: env.LOG_REQUESTS === '1',
    printMail: env.PRINT_MAIL !== '0',
    ...overrides,
  };
}
