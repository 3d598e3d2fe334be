import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineJson } from './inline-json';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';

export type Layout = 'phone' | 'desktop';

interface Screen {
  styles: string;
  html: string;
  /** Store actions carrying the data the screen was rendered with; none for a screen without. */
  handOver: unknown[];
  /** The numbers and language names the screen shows, as the renderer wrote them. */
  formatted?: Record<string, string>;
}

/** What the web build's server renderer (`dist-ssr/prerender.js`, from `src/prerender.tsx`) exports. */
interface Renderer {
  prerender(
    url: string,
    settings: unknown,
    layout: Layout,
    options: { fetch: typeof fetch },
  ): Promise<Screen | null>;
  /**
   * The address a screen is rendered for, or null when the page at `url` is sent as it is: the
   * renderer owns the list of prerendered screens and their conditions (`apps/web/src/firstScreens.ts`).
   */
  prerenderedAddress(url: string, notFound: boolean): string | null;
  /**
   * The API path whose answer, read with the visitor's own cookies, says whether this browser may
   * be sent the screen at `address` (`canView`); null when every visitor may.
   */
  admission(address: string): string | null;
  firstScreenCheck(layout: Layout): string;
  PRERENDER_STYLE: string;
  /** The id of the page's data block that hands the screen's data over to the app. */
  HAND_OVER_ID: string;
  preloaderText(language: string): Promise<string>;
}

/** Enough for every screen in every language and layout, and a few hundred 404 addresses. */
const CACHE_SIZE = 500;

/** A screen showing data (the course library's list) is rendered again after this long. */
const DATA_FRESH_MS = 10_000;

/**
 * Renders in progress at once, one per core of a small host. Every search term is a page of its
 * own, so a flood of terms would otherwise queue every page behind renders: past this, a page not
 * yet rendered is sent as it is and the app renders it in the browser, as for a member
 * (first-screens.test.ts).
 */
export const RENDERS_AT_ONCE = 2;

/**
 * The API answered in-process (no socket) as a visitor's browser would be answered, with the
 * headers the caller sends and `extraHeaders` (the renderer's mark, `conventions/renderer-reads.ts`).
 */
export function fetchThrough(
  app: FastifyInstance,
  extraHeaders: Readonly<Record<string, string>> = {},
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as HTTPMethods,
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(new Headers(init?.headers)), ...extraHeaders },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) for (const one of [value].flat()) headers.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/** Phones send `Sec-CH-UA-Mobile: ?1` (Chromium) or name themselves `Mobile` in the user agent. */
export function layoutOf(headers: FastifyRequest['headers']): Layout {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return /Mobi|Android.+Mobile|iPhone/i.test(headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}

/**
 * The public first screens, prerendered with React's server renderer so that a new visitor's
 * browser paints them from the HTML, before any script, and the app hydrates them.
 *
 * The web build makes the renderer; this server runs it once per screen, language, layout and host
 * settings (the settings live in the store, so the build cannot know them) and keeps the result.
 * A new build is picked up when its renderer changes, as index.html is.
 */
export class FirstScreens {
  private loaded: { mtime: number; renderer: Promise<Renderer> } | undefined;
  private readonly pages = new Map<string, { screen: Promise<Screen | null>; until: number }>();
  private readonly preloaderTexts = new Map<string, Promise<string>>();
  private rendering = 0;

  /**
   * `readApi` reaches the API a screen's data comes from (`PageSource.fetch`); `readAsVisitor`, the
   * API as the visitor's browser, for the screens only some visitors may see (`PageSource`): none,
   * and those screens are not prerendered.
   */
  constructor(
    private readonly webDist: string,
    private readonly readApi: typeof fetch,
    private readonly readAsVisitor?: typeof fetch,
  ) {}

  private get rendererPath(): string {
    return join(this.webDist, '..', 'dist-ssr', 'prerender.js');
  }

  private renderer(): Promise<Renderer> | null {
    const file = statSync(this.rendererPath, { throwIfNoEntry: false });
    if (!file) return null;
    const mtime = file.mtimeMs;
    if (this.loaded?.mtime !== mtime) {
      const url = `${pathToFileURL(this.rendererPath).href}?build=${mtime}`;
      const renderer = import(url) as Promise<Renderer>;
      // Caught while a build is still writing its files: the next request tries again.
      renderer.catch(() => {
        if (this.loaded?.renderer === renderer) this.loaded = undefined;
      });
      this.loaded = { mtime, renderer };
      this.pages.clear();
      this.preloaderTexts.clear();
    }
    return this.loaded.renderer;
  }

  /**
   * `html` with the words of its preloader (`#campus-preloader`, shown until the app's script has
   * run) in `language`, from the renderer; unchanged without a renderer or when it fails.
   */
  async withPreloaderIn(language: string, html: string): Promise<string> {
    const loading = this.renderer();
    if (!loading) return html;
    let text = this.preloaderTexts.get(language);
    if (!text) {
      text = loading.then((renderer) => renderer.preloaderText(language));
      this.preloaderTexts.set(language, text);
      text.catch(() => this.preloaderTexts.delete(language));
    }
    try {
      const words = escapeText(await text);
      return html.replace(PRELOADER, (_, open: string, close: string) => open + words + close);
    } catch {
      return html;
    }
  }

  /**
   * `html` (the built index.html, settings already in) with the screen at `request.url` in #root,
   * its styles and the check that decides in the browser whether to hydrate it. Unchanged when the
   * renderer does not prerender the address, there is no renderer, or rendering fails.
   */
  async inject(
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    settings: unknown,
    nonce: string,
    notFound: boolean,
  ): Promise<string> {
    const loading = this.renderer();
    if (loading === null) return html;
    let address: string | null = null;
    try {
      const renderer = await loading;
      address = renderer.prerenderedAddress(request.url, notFound);
      if (address === null) return html;
      const admission = renderer.admission(address);
      if (admission !== null && !this.readAsVisitor) return html;
      const layout = layoutOf(request.headers);
      const key = createHash('sha256')
        .update(JSON.stringify([address, layout, settings]))
        .digest('base64');
      let page = this.pages.get(key);
      if (!page || page.until < Date.now()) {
        if (this.rendering >= RENDERS_AT_ONCE) return html;
        this.pages.delete(key);
        if (this.pages.size >= CACHE_SIZE) this.pages.delete(this.pages.keys().next().value!);
        const rendering = renderer.prerender(`http://campus.invalid${address}`, settings, layout, {
          fetch: this.readApi,
        });
        const entry = { screen: rendering, until: Infinity };
        this.pages.set(key, entry);
        this.rendering += 1;
        void rendering.finally(() => (this.rendering -= 1)).catch(() => undefined);
        rendering.then(
          (screen) => {
            // No screen may be data that failed or came late (a front's site down or slow): tried
            // again soon, rather than kept until the next build.
            if (!screen || screen.handOver.length) entry.until = Date.now() + DATA_FRESH_MS;
          },
          () => this.pages.delete(key),
        );
        page = entry;
      }
      const screen = await page.screen;
      if (!screen) return html;
      if (admission !== null && !(await admits(this.readAsVisitor!, request, reply, admission)))
        return html;
      // Data the browser only stores while it parses the page: a script to run would be compiled
      // and run in the page's first task, before anything paints, and the hand-over is the largest
      // part of the page (apps/web README, "First screens from the HTML"). The app reads it once it
      // starts.
      const handOver = [
        screen.handOver.length &&
          `<script type="application/json" id="${renderer.HAND_OVER_ID}">${inlineJson(screen.handOver)}</script>`,
        screen.formatted &&
          Object.keys(screen.formatted).length &&
          `<script nonce="${nonce}">window.campusFormatted = ${inlineJson(screen.formatted)};</script>`,
      ]
        .filter(Boolean)
        .join('');
      const { page: withoutApp, loader } = appAfterFirstPaint(html);
      return withFirstScreen(withoutApp, screen, {
        layout,
        head: `<style>${renderer.PRERENDER_STYLE}</style><script nonce="${nonce}">${renderer.firstScreenCheck(layout)}</script>${handOver}<script nonce="${nonce}">${loader}</script>`,
      });
    } catch (error) {
      request.log.error({ err: error, address }, 'prerendering failed; the app renders the page');
      return html;
    }
  }
}

/**
 * Reads `path` as the visitor's browser would (their cookies; what it sets is set on the page's
 * answer), and says whether it lets them see the screen: a lesson past a visitor's free lessons is
 * sent without its screen, and the app shows why.
 */
async function admits(
  readAsVisitor: typeof fetch,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<boolean> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const answer = await readAsVisitor(`http://campus.invalid${path}`, { headers });
  for (const cookie of answer.headers.getSetCookie()) reply.header('set-cookie', cookie);
  if (!answer.ok) return false;
  const body = (await answer.json()) as { canView?: unknown };
  return body.canView !== false;
}

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * A prerendered page is seen without any script: the app's modules are asked for once the screen
 * has been painted, rather than from the head, where they took the bandwidth a slow phone needs
 * for the screen's own pictures (its largest paint went from 2.0 to 0.9-1.2 s in Lighthouse's
 * phone; apps/web README, "First screens from the HTML"). A page the first script marked to be
 * drawn by the app (`data-prerender`: a member, a dark mode) asks for them at once; the page's
 * first script holds what is pressed meanwhile. Returns the page without its module tags, and the
 * script that adds them again.
 */
export function appAfterFirstPaint(html: string): { page: string; loader: string } {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const page = html
    .replace(MODULE_SCRIPT, (_, src: string) => (scripts.push(src), ''))
    .replace(MODULE_PRELOAD, (_, href: string) => (preloads.push(href), ''));
  // Once the browser reports the first paint with content in it (a first paint may be the page's
  // background alone). Where paints are not reported, two frames: the second begins once the first
  // has been drawn. A hidden tab draws nothing, so it starts the app at once, or when it is hidden
  // before its paint. The timer is only a floor for a browser that never reports a paint: a busy
  // phone can take two seconds to paint, and the app's code would take the bandwidth its pictures need.
  const loader = `(function(){var d=document,done=0,load=function(){if(done++)return;${inlineJson(preloads)}.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;d.head.append(l)});${inlineJson(scripts)}.forEach(function(u){var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=u;d.head.append(s)})};if(d.documentElement.dataset.prerender||d.hidden)return load();d.addEventListener("visibilitychange",load);setTimeout(load,5000);try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}});o.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(load)})}})();`;
  return { page, loader };
}

/**
 * The page with `screen` in its empty #root (marked with the layout it was rendered for) and, at the
 * end of its head, `head` then the screen's styles. A page without an empty #root is left alone.
 */
export function withFirstScreen(
  html: string,
  screen: { styles: string; html: string },
  { layout, head }: { layout: Layout; head: string },
): string {
  if (!html.includes('<div id="root"></div>')) return html;
  // Replaced by functions: a `$` in the markup is text, not a replacement pattern. Nothing is drawn
  // until the whole screen has been parsed: a busy browser drew a half-parsed form, and the card,
  // centred on its page, moved when the rest came (a layout shift; first-screens.test.ts). The
  // browser waits for the element it is told to expect to be in the page, not for what is inside
  // it: it is told to expect an empty one after the screen.
  return html
    .replace(
      '</head>',
      () =>
        `${head}${screen.styles}<link rel="expect" href="#${SCREEN_END}" blocking="render"></head>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${layout}">${screen.html}</div><template id="${SCREEN_END}"></template>`,
    );
}

/** The element after a prerendered screen, which the browser waits for before drawing the page. */
const SCREEN_END = 'first-screen-end';

const PRELOADER = /(<div id="campus-preloader"[^>]*>)[^<]*(<\/div>)/;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
