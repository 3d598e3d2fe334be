import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HostSettings } from '@campus/api-client';
import { isAppPath } from './app-paths';
import { FirstScreens } from './first-screens';
import { inlineJson } from './inline-json';
import type { PageSource } from './page-source';
import type { ServerConfig, SettingsOverrides } from '../../config';
import { noRoute } from '../../conventions/errors';
import type { WebBuild } from '../../services/web-build';
import { dataMediaDir } from '../../services/media';
import { languageOf } from '../../conventions/wordpress';
import { queryValue } from '../../conventions/query-value';

const PLACEHOLDER = '<!--campus-settings-->';

/**
 * The app asks for its messages (English, and the page's language when it is another) as soon as it
 * starts: announcing them with the page fetches them alongside the app's script, not after it.
 */
export function localePreloads(language: string, localeScripts: Record<string, string>): string {
  const base = language.split('-')[0] ?? 'en';
  return [...new Set(['en', base])]
    .map((code) => localeScripts[code])
    .filter((href): href is string => href !== undefined)
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
}

export function nonceOf(request: FastifyRequest): string {
  return (request as FastifyRequest & { cspNonce: string }).cspNonce;
}

/** Where the trackers a site configures may load from and send to, beyond the site itself. */
export interface TrackerSources {
  script: string[];
  connect: string[];
  img: string[];
}

// Google's documented sources for gtag.js with Google Analytics 4.
const GOOGLE_ANALYTICS_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

const originOf = (address: unknown): string | undefined => {
  if (typeof address !== 'string') return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined; // a path on this site: 'self' covers it
  }
};

/**
 * The tracking the host settings switch on (web analytics, Matomo, the survey and chat scripts)
 * needs its hosts in the policy, or the browser would refuse the very scripts the settings ask for.
 * Nothing is added for a site that tracks nothing (pinned by site.test.ts).
 */
export function trackerSources(settings: SettingsOverrides): TrackerSources {
  const sources: TrackerSources = { script: [], connect: [], img: [] };
  const tracking = settings.theme?.tracking ?? {};
  const extra = (settings.theme?.values?.tracking ?? {}) as {
    gaScriptUrl?: unknown;
    npsScriptUrl?: unknown;
    chat?: { scriptUrl?: unknown };
  };
  if ((tracking['google-analytics']?.accounts ?? []).length > 0) {
    sources.script.push(originOf(extra.gaScriptUrl) ?? 'https://www.googletagmanager.com');
    sources.connect.push(...GOOGLE_ANALYTICS_SOURCES);
    sources.img.push(...GOOGLE_ANALYTICS_SOURCES);
  }
  const matomo = originOf(tracking.matomo?.siteId ? tracking.matomo.trackerJSHost : undefined);
  if (matomo) {
    sources.script.push(matomo);
    sources.connect.push(matomo);
    sources.img.push(matomo);
  }
  for (const address of [extra.npsScriptUrl, extra.chat?.scriptUrl]) {
    const origin = originOf(address);
    if (origin) {
      sources.script.push(origin);
      sources.connect.push(origin);
    }
  }
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique(sources.script),
    connect: unique(sources.connect),
    img: unique(sources.img),
  };
}

const NO_TRACKERS: TrackerSources = { script: [], connect: [], img: [] };

/**
 * `mediaOrigins`: other sites whose images and video the pages show (a front's WordPress names
 * its uploads by their own address).
 */
export function contentSecurityPolicy(
  nonce: string,
  trackers: TrackerSources = NO_TRACKERS,
  mediaOrigins: string[] = [],
): string {
  const list = (...sources: string[]) => sources.join(' ');
  return [
    "default-src 'self'",
    list("script-src 'self'", `'nonce-${nonce}'`, ...trackers.script),
    // styled-components injects <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    list("img-src 'self' data: blob:", ...mediaOrigins, ...trackers.img),
    list("media-src 'self' blob:", ...mediaOrigins),
    "font-src 'self' data:",
    list("connect-src 'self'", ...trackers.connect),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const SIGNON_AREA = /^\/user(\/(signon|signup|recover-password|verify\/[^/?#]+))?\/?(\?|#|$)/;

/**
 * The sign-on area's background is its largest paint, and the browser would find it only once the
 * app's script has drawn the page: announcing it with the HTML lets it download alongside the script.
 */
export function preloadsFor(url: string, settings: HostSettings): string {
  const image = settings.theme.values.signon_bg_image;
  if (
    !SIGNON_AREA.test(url) ||
    typeof image !== 'string' ||
    !/^(\/(?!\/)|https:\/\/)/.test(image)
  ) {
    return '';
  }
  const href = image.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
}

export interface WebOptions {
  config: ServerConfig;
  build: WebBuild;
  /** The site's languages, host settings and first screens' data. */
  source: PageSource;
  /** Serve `media/` from this machine; off when another site serves the media (front mode). */
  serveMedia: boolean;
}

export async function registerWeb(
  app: FastifyInstance,
  { config, build, source, serveMedia }: WebOptions,
): Promise<void> {
  const firstScreens = new FirstScreens(config.webDist, source.fetch, source.readAsVisitor);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const { html, localeScripts } = build.current();
    if (!html) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send('The web app is not built yet: run `pnpm --filter @campus/web build`.');
    }
    const languages = await source.languages();
    const lang = languageOf(
      request,
      languages.map((l) => l.code),
    );
    if (queryValue(request, 'lang') === lang) {
      reply.setCookie('lang', lang, { path: '/', sameSite: 'lax', maxAge: 31_536_000 });
    }
    const settings = await source.settings(lang);
    const dir = languages.find((l) => l.code === lang)?.dir ?? 'ltr';
    const script = `<script nonce="${nonceOf(request)}">window.campusSettings = ${inlineJson(settings)};</script>`;
    const withSettings = html
      // A function, so a `$` in the settings stays text rather than a replacement pattern.
      .replace(
        PLACEHOLDER,
        () => localePreloads(lang, localeScripts) + preloadsFor(request.url, settings) + script,
      )
      .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${lang}"`)
      .replace(/<html([^>]*)\sdir="[^"]*"/, `<html$1 dir="${dir}"`);
    const page = await firstScreens.inject(
      request,
      reply,
      await firstScreens.withPreloaderIn(lang, withSettings),
      settings,
      nonceOf(request),
      status === 404,
    );
    return (
      reply
        .status(status)
        .header('cache-control', 'no-cache')
        // The prerendered screen is the phone's or the desktop's layout.
        .header('vary', 'Sec-CH-UA-Mobile, User-Agent')
        .type('text/html; charset=utf-8')
        .send(page)
    );
  };

  if (existsSync(config.webDist)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      preCompressed: true,
      index: false,
      wildcard: true,
      // The build's manifest names the app's source modules: the server reads it, nobody else.
      allowedPath: (path) =>
        !path.startsWith('/.vite/') && (config.serveSourceMaps || !path.endsWith('.map')),
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : // The service worker names the release's files: a browser asks for it again at each
              // visit, so a new release reaches an open app without waiting for a cache to expire.
              path.endsWith('/sw.js')
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }
  if (serveMedia) {
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: !existsSync(config.webDist),
      acceptRanges: true,
      // Documents belong to product-gated resources: they leave only through signed, expiring links.
      allowedPath: (path) => !/\.(pdf|docx?|zip)$/i.test(path),
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=86400');
      },
    });
    // A content pack's files, named by their digest, so a name never shows other bytes
    // (README, "Content packs").
    const packMedia = join(dataMediaDir(config.dataDir), 'pack');
    mkdirSync(packMedia, { recursive: true });
    await app.register(fastifyStatic, {
      root: packMedia,
      prefix: '/media/pack/',
      decorateReply: false,
      acceptRanges: true,
      allowedPath: (path) => !/\.(pdf|docx?|zip)$/i.test(path),
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.get('/', (request, reply) => sendIndex(request, reply));
  app.get('/index.html', (request, reply) => sendIndex(request, reply));
  // WordPress's lost-password link (in the wrong-password message) leads to the app's recovery
  // screen, as a site running this app points `lostpassword_url` there.
  app.get('/wp-login.php', async (request, reply) => {
    const action = queryValue(request, 'action');
    return reply.redirect(
      action === 'lostpassword' ? '/user/recover-password' : '/user/signon',
      302,
    );
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/wp-json') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(noRoute());
    }
    const lastSegment = path.split('/').pop() ?? '';
    // A missing hashed asset must not be answered with HTML, or the browser would run it as script.
    if (
      path.startsWith('/assets/') ||
      path.startsWith('/media/') ||
      /\.[a-z0-9]{1,5}$/i.test(lastSegment)
    ) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(request, reply, isAppPath(path) ? 200 : 404);
  });
}

/** Per-request CSP nonce, set before any route so the header and the inline script agree. */
export function installCsp(
  app: FastifyInstance,
  settings: SettingsOverrides,
  mediaOrigins: string[] = [],
): void {
  const trackers = trackerSources(settings);
  app.addHook('onRequest', async (request) => {
    (request as FastifyRequest & { cspNonce: string }).cspNonce =
      randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(
      'content-security-policy',
      contentSecurityPolicy(nonceOf(request), trackers, mediaOrigins),
    );
  });
}
