import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  appAfterFirstPaint,
  FirstScreens,
  layoutOf,
  RENDERS_AT_ONCE,
  withFirstScreen,
} from './routes/web/first-screens';
import { INDEX_HTML, startTestServer, type TestServer } from './test/harness';

// Which addresses are prerendered is the web renderer's decision (apps/web/src/firstScreens.test.ts).

describe('the layout a page is rendered for', () => {
  it.each([
    [{ 'sec-ch-ua-mobile': '?1' }, 'phone'],
    [
      { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
      'desktop',
    ],
    [
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' },
      'phone',
    ],
    [
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/130 Mobile Safari/537.36' },
      'phone',
    ],
    [
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/130 Safari/537.36' },
      'desktop',
    ],
    [{ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36' }, 'desktop'],
    [{}, 'desktop'],
  ] as const)('%j: %s', (headers, layout) => {
    expect(layoutOf(headers)).toBe(layout);
  });
});

describe('putting a screen in the page', () => {
  const page =
    '<!doctype html><html><head><title>Campus</title></head><body><div id="root"></div></body></html>';

  it('fills #root, marks its layout and adds the head and styles, drawn once #root is parsed', () => {
    const html = withFirstScreen(
      page,
      { styles: '<style data-styled="active">.a{color:red}</style>', html: '<h1>Sign in</h1>' },
      { layout: 'phone', head: '<script nonce="n">check()</script>' },
    );
    expect(html).toBe(
      '<!doctype html><html><head><title>Campus</title><script nonce="n">check()</script><style data-styled="active">.a{color:red}</style><link rel="expect" href="#first-screen-end" blocking="render"></head><body><div id="root" data-prerendered="phone"><h1>Sign in</h1></div><template id="first-screen-end"></template></body></html>',
    );
  });

  it('keeps a $ in the markup as text', () => {
    const html = withFirstScreen(
      page,
      { styles: '', html: "<p>$&amp; $' $1 $$</p>" },
      { layout: 'desktop', head: '' },
    );
    expect(html).toContain("<p>$&amp; $' $1 $$</p>");
  });

  it('leaves a page without an empty #root alone', () => {
    const other = page.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(
      withFirstScreen(other, { styles: 's', html: 'h' }, { layout: 'desktop', head: '' }),
    ).toBe(other);
  });
});

describe('the app asked for once the screen is painted', () => {
  const built =
    '<!doctype html><html><head><title>Campus</title><link rel="modulepreload" crossorigin href="/assets/en-1.js">' +
    '<script type="module" crossorigin src="/assets/start-2.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/start-3.js"></head><body><div id="root"></div></body></html>';

  it('takes the module tags out of the page, and its loader adds them again, preloads first', () => {
    const { page, loader } = appAfterFirstPaint(built);
    expect(page).toBe(
      '<!doctype html><html><head><title>Campus</title></head><body><div id="root"></div></body></html>',
    );
    expect(loader).toContain('["/assets/en-1.js","/assets/start-3.js"]');
    expect(loader).toContain('["/assets/start-2.js"]');
    expect(loader.indexOf('start-3')).toBeLessThan(loader.indexOf('start-2'));
  });

  it('leaves a page without module tags as it is', () => {
    const page = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    expect(appAfterFirstPaint(page).page).toBe(page);
  });
});

describe('rendering under a flood of addresses', () => {
  // A renderer that renders every search term from the API it is lent, as the web build's does.
  const renderer = `
export const PRERENDER_STYLE = '';
export const firstScreenCheck = () => '';
export const HAND_OVER_ID = 'campus-hand-over';
export const preloaderText = async () => 'Loading';
export const admission = () => null;
export const prerenderedAddress = (url) => {
  const parsed = new URL(url, 'http://campus.invalid');
  return parsed.pathname === '/search' ? parsed.pathname + parsed.search : null;
};
export async function prerender(url, settings, layout, { fetch }) {
  const answer = await fetch(new URL('/wp-json/wp/v2/search' + new URL(url).search, url));
  return { styles: '', html: '<p>' + (await answer.text()) + '</p>', handOver: [] };
}
`;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'campus-first-screens-'));
    mkdirSync(join(dir, 'web'));
    mkdirSync(join(dir, 'dist-ssr'));
    writeFileSync(join(dir, 'dist-ssr', 'prerender.js'), renderer);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`renders ${RENDERS_AT_ONCE} pages at once and sends the others as they are`, async () => {
    const answers: Array<() => void> = [];
    let startedOneMore: () => void = () => undefined;
    // The search answers only when the test says: the renders stay in progress until then.
    const held: typeof fetch = async (input) =>
      new Promise((resolve) => {
        answers.push(() => resolve(new Response(new URL(String(input)).searchParams.get('q'))));
        if (answers.length > RENDERS_AT_ONCE) startedOneMore();
      });
    const screens = new FirstScreens(join(dir, 'web'), held);
    const page = (q: string) =>
      screens.inject(
        {
          url: `/search?q=${q}`,
          headers: {},
          log: { error: () => undefined },
        } as never as FastifyRequest,
        { header: () => undefined } as never as FastifyReply,
        INDEX_HTML,
        {},
        'nonce',
        false,
      );

    const rendering = Array.from({ length: RENDERS_AT_ONCE }, (_, index) => page(`term${index}`));
    while (answers.length < RENDERS_AT_ONCE) await new Promise((resolve) => setTimeout(resolve, 5));
    // One more term while both are in progress: the page without a screen, at once. A third
    // render would show as a third search, which is held like the others.
    const renderingOneMore = new Promise((resolve) => {
      startedOneMore = () => resolve('rendering one more');
    });
    expect(await Promise.race([page('flood'), renderingOneMore])).toBe(INDEX_HTML);

    for (const answer of answers.splice(0)) answer();
    const pages = await Promise.all(rendering);
    expect(pages.map((html) => /<p>(\w+)<\/p>/.exec(html)?.[1])).toEqual(['term0', 'term1']);
    // Done rendering, the next term is rendered again.
    const next = page('later');
    while (answers.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    answers.shift()!();
    expect(await next).toContain('<p>later</p>');
  });
});

describe('a lesson, sent with its screen only to a visitor who may open it', () => {
  // A renderer that renders a lesson's title from the API it is lent, and names the read that
  // admits a visitor, as the web build's does for a module's lesson.
  const renderer = `
export const PRERENDER_STYLE = '';
export const firstScreenCheck = () => '';
export const HAND_OVER_ID = 'campus-hand-over';
export const preloaderText = async () => 'Loading';
const LESSON = /^\\/training\\/[\\w-]+\\/([\\w-]+)$/;
export const prerenderedAddress = (url) => {
  const path = new URL(url, 'http://campus.invalid').pathname;
  return LESSON.test(path) ? path : null;
};
export const admission = (address) => '/wp-json/wp/v2/lesson/' + LESSON.exec(address)[1];
export async function prerender(url, settings, layout, { fetch }) {
  const slug = LESSON.exec(new URL(url).pathname)[1];
  const lesson = await (await fetch(new URL('/wp-json/wp/v2/lesson/' + slug, url))).json();
  return lesson.canView ? { styles: '', html: '<h1>' + lesson.slug + '</h1>', handOver: [] } : null;
}
`;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ numberFreePlaylistViews: 2 });
    mkdirSync(join(server.dataDir, 'dist-ssr'));
    writeFileSync(join(server.dataDir, 'dist-ssr', 'prerender.js'), renderer);
  });
  afterAll(() => server.close());

  const open = (path: string, cookie?: string) =>
    server.app.inject({ url: path, headers: cookie ? { cookie } : {} });
  const recordedViews = async () =>
    (await server.app.services.db.selectFrom('visitor_views').selectAll().execute()).length;

  it('renders a lesson a visitor may still open, and counts it as one of their free lessons', async () => {
    const first = await open('/training/module-welcome/welcome-basics-1');
    expect(first.body).toContain('<h1>welcome-basics-1</h1>');
    const visitor = /campus_visitor=[^;]+/.exec(String(first.headers['set-cookie']))?.[0];
    expect(visitor).toBeDefined();
    const second = await open('/training/module-welcome/listening-in-practice-1', visitor);
    expect(second.body).toContain('<h1>listening-in-practice-1</h1>');
    // Past the two free lessons: the page comes without its screen, and the app says why.
    const third = await open('/training/module-planning/planning-basics-1', visitor);
    expect(third.statusCode).toBe(200);
    expect(third.body).not.toContain('<h1>');
    // A new visitor is sent the same lesson, rendered once for both.
    expect((await open('/training/module-planning/planning-basics-1')).body).toContain(
      '<h1>planning-basics-1</h1>',
    );
    // The renders read every lesson as a new visitor and spent none: two views of the first
    // visitor, one of the second.
    expect(await recordedViews()).toBe(3);
  });

  it('counts a browser that claims to be the renderer as the visitor it is', async () => {
    const before = await recordedViews();
    const claimed = await server.app.inject({
      url: '/wp-json/wp/v2/lesson/welcome-basics-1',
      headers: { 'x-campus-renderer': 'guessed' },
    });
    expect(claimed.headers['set-cookie']).toMatch(/campus_visitor=/);
    expect(await recordedViews()).toBe(before + 1);
  });
});
