import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface BuiltPage {
  html: string | undefined;
  hash: string;
  /** Each language's message chunk (`/assets/en-….js`), from the build's manifest. */
  localeScripts: Record<string, string>;
}

const LOCALE_MODULE = /^src\/i18n\/locales\/([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\/index\.ts$/;

/**
 * The message chunks Vite's manifest (`.vite/manifest.json`, `build.manifest`) lists, by language.
 * A build without a manifest, or one that cannot be read, only loses the preloads.
 */
function readLocaleScripts(dist: string): Record<string, string> {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  try {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file?: unknown }>;
    const scripts: Record<string, string> = {};
    for (const [source, chunk] of Object.entries(manifest)) {
      const language = LOCALE_MODULE.exec(source)?.[1];
      if (language && typeof chunk.file === 'string') scripts[language] = `/${chunk.file}`;
    }
    return scripts;
  } catch {
    return {};
  }
}

/**
 * The built index.html and what the page needs from the build's manifest, re-read when index.html
 * changes so a redeploy shows up without a restart.
 */
export class WebBuild {
  private cached: (BuiltPage & { mtime: number }) | undefined;

  constructor(private readonly dist: string) {}

  get indexPath(): string {
    return join(this.dist, 'index.html');
  }

  current(): BuiltPage {
    if (!existsSync(this.indexPath)) {
      return {
        html: undefined,
        hash: createHash('sha256').update('no-web-build').digest('hex').slice(0, 16),
        localeScripts: {},
      };
    }
    const mtime = statSync(this.indexPath).mtimeMs;
    if (!this.cached || this.cached.mtime !== mtime) {
      const html = readFileSync(this.indexPath, 'utf8');
      this.cached = {
        mtime,
        html,
        hash: createHash('sha256').update(html).digest('hex').slice(0, 16),
        localeScripts: readLocaleScripts(this.dist),
      };
    }
    return this.cached;
  }
}
