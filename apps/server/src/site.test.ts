import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { HostSettings } from '@campus/api-client';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settingsOf = (html: string): HostSettings => {
  const match = /window\.campusSettings = (.*?);<\/script>/.exec(html);
  if (!match) throw new Error('no settings script in the page');
  return JSON.parse(match[1]!) as HostSettings;
};

describe('web app serving', () => {
  it('injects the host settings with a nonce that matches the Content-Security-Policy', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const settings = settingsOf(response.body);
    expect(settings.theme.values.currency_code).toBe('USD');
    expect(settings.theme.values.numberFreePlaylistViews).toBe(
      server.config.numberFreePlaylistViews,
    );
    expect(settings.locale.locale).toBe('en');
    expect(settings.locale.languages.map((l) => l.code)).toEqual(
      expect.arrayContaining(['en', 'he', 'es']),
    );
    expect(response.body).not.toContain('<!--campus-settings-->');
  });

  it('lets the trackers the settings switch on load, and no others', async () => {
    const csp = String(
      (await server.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp).not.toContain('googletagmanager');

    const tracking = await startTestServer({
      settings: {
        theme: {
          tracking: {
            'google-analytics': { accounts: [{ id: 'G-1', pageviews: true, events: true }] },
            matomo: { trackerJSHost: 'https://stats.example.org/matomo/', siteId: '3' },
          },
          values: { tracking: { npsScriptUrl: 'https://survey.example.net/nps.js' } },
        },
      },
    });
    try {
      const response = await tracking.app.inject({ method: 'GET', url: '/course-library' });
      const directives = Object.fromEntries(
        String(response.headers['content-security-policy'])
          .split('; ')
          .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
      );
      expect(directives['script-src']).toEqual(
        expect.arrayContaining([
          'https://www.googletagmanager.com',
          'https://stats.example.org',
          'https://survey.example.net',
        ]),
      );
      expect(directives['connect-src']).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://*.google-analytics.com',
          'https://stats.example.org',
        ]),
      );
      expect(directives['img-src']).toEqual(expect.arrayContaining(['https://stats.example.org']));
      expect(directives['default-src']).toEqual(["'self'"]);
    } finally {
      await tracking.close();
    }
  });

  it('answers SPA routes with index.html and a fresh nonce each time', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/training/module-welcome' });
    const second = await server.app.inject({ method: 'GET', url: '/dashboard' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(/nonce="([^"]+)"/.exec(first.body)?.[1]).not.toBe(
      /nonce="([^"]+)"/.exec(second.body)?.[1],
    );
  });

  it("announces the sign-on area's background image with the page, and only there", async () => {
    const preload = '<link rel="preload" as="image" href="/media/signon.png" fetchpriority="high">';
    for (const url of ['/user/signon', '/user/signup?x=1', '/user/recover-password', '/user']) {
      expect([url, (await server.app.inject({ method: 'GET', url })).body]).toEqual([
        url,
        expect.stringContaining(preload),
      ]);
    }
    for (const url of ['/', '/course-library', '/user/profile']) {
      expect([url, (await server.app.inject({ method: 'GET', url })).body]).toEqual([
        url,
        expect.not.stringContaining('rel="preload" as="image"'),
      ]);
    }
  });

  it('answers a page address the app has no screen for with 404, still with the app', async () => {
    const status = async (url: string) => [
      url,
      (await server.app.inject({ method: 'GET', url })).statusCode,
    ];
    for (const url of [
      '/dashboard',
      '/user/signon/',
      '/training/module-welcome/lesson-1',
      '/courses/run/foundations',
      '/search?q=x',
    ]) {
      expect(await status(url)).toEqual([url, 200]);
    }
    for (const url of [
      '/no-such-page',
      '/dashboard/extra',
      '/user/nobody',
      '/training/a/b/c',
      '/course-library/x',
    ]) {
      expect(await status(url)).toEqual([url, 404]);
    }
    const missing = await server.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('<div id="root">');
  });

  it('switches to a right-to-left language from the lang parameter and remembers it in a cookie', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dashboard?lang=he' });
    expect(response.body).toContain('<html lang="he" dir="rtl"');
    expect(settingsOf(response.body).locale.locale).toBe('he');
    expect(String(response.headers['set-cookie'])).toContain('lang=he');
    const again = await server.app.inject({
      method: 'GET',
      url: '/courses',
      cookies: { lang: 'he' },
    });
    expect(again.body).toContain('dir="rtl"');
  });

  it('ignores an unknown language and escapes < in the injected JSON', async () => {
    const tricky = await startTestServer(
      {},
      {
        CAMPUS_SETTINGS: JSON.stringify({
          theme: { values: { gdpr_signup_message: '</script><script>alert(1)</script>' } },
        }),
      },
    );
    try {
      const response = await tricky.app.inject({ method: 'GET', url: '/?lang=xx' });
      expect(response.body).toContain('lang="en"');
      expect(response.body).not.toContain('</script><script>alert(1)');
      expect(settingsOf(response.body).theme.values.gdpr_signup_message).toBe(
        '</script><script>alert(1)</script>',
      );
    } finally {
      await tricky.close();
    }
  });

  it('serves hashed assets precompressed with immutable caching, and 404s a missing asset', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await server.app.inject({ method: 'GET', url: '/assets/app-missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
  });

  it('has the browser ask again for the service worker at every visit', async () => {
    writeFileSync(
      join(server.config.webDist, 'sw.js'),
      'self.addEventListener("fetch", () => {});',
    );
    const worker = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the build’s source maps private unless SERVE_SOURCE_MAPS is set', async () => {
    writeFileSync(join(server.config.webDist, 'assets', 'app-abc123.js.map'), '{"version":3}');
    expect(
      (await server.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' })).statusCode,
    ).toBe(404);
    const debugging = await startTestServer({}, { SERVE_SOURCE_MAPS: '1' });
    try {
      writeFileSync(join(debugging.config.webDist, 'assets', 'app-abc123.js.map'), '{"version":3}');
      const map = await debugging.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toBe('{"version":3}');
    } finally {
      await debugging.close();
    }
  });

  it('sends JSON and HTML over 1 KB compressed, brotli first, and small answers as they are', async () => {
    const list = await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/playlist?per_page=20',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString('utf8'))).toEqual(
      expect.any(Array),
    );
    const gzipOnly = await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/playlist?per_page=20',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString('utf8')).toBe(
      brotliDecompressSync(list.rawPayload).toString('utf8'),
    );
    const page = await server.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain(
      'window.campusSettings',
    );
    const small = await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/appStatus',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('applicationHash');
  });

  it('compresses a long answer whole, as the browser prefers, with its compressed length', async () => {
    // A hundred resources with the demo's extra ones: long enough to be compressed off the thread
    // that answers (conventions/compression.ts).
    const long = await startTestServer({ demoBulkResources: 200 });
    try {
      const url = '/wp-json/wp/v2/resource?per_page=100';
      const plain = await long.app.inject({ method: 'GET', url });
      expect(plain.rawPayload.length).toBeGreaterThan(32 * 1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');

      const get = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
        long.app.inject({ method, url, headers });
      const inflate = { br: brotliDecompressSync, gzip: gunzipSync };
      // What the browser accepts, and what it should get: brotli first, unless it prefers gzip.
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['br;q=0.5, x-gzip;q=1', 'gzip'],
      ] as const) {
        const answer = await get({ 'accept-encoding': accepted });
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(inflate[encoding](answer.rawPayload).toString('utf8')).toBe(plain.body);
      }
      const brotli = await get({ 'accept-encoding': 'br' });

      const head = await get({ 'accept-encoding': 'br' }, 'HEAD');
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.headers['content-length']).toBe(brotli.headers['content-length']);

      const refused = await get({ 'accept-encoding': 'br', 'x-no-compression': '1' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toBe(plain.body);
    } finally {
      await long.close();
    }
  });

  it('serves media with byte ranges so video can seek', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/media/clip-a-640x360.mp4',
      headers: { range: 'bytes=100-199' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect(response.rawPayload.length).toBe(100);
  });

  it("preloads the page language's messages, and English beside them, from the build's manifest", async () => {
    const dist = server.config.webDist;
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/start-1.js', isEntry: true },
        'src/i18n/locales/en/index.ts': { file: 'assets/en-2.js', isDynamicEntry: true },
        'src/i18n/locales/he/index.ts': { file: 'assets/he-3.js', isDynamicEntry: true },
      }),
    );
    // A deploy writes index.html last; its new time is what makes the server read the build again.
    const index = join(dist, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8'));
    utimesSync(index, new Date(), new Date(Date.now() + 1000));
    const preloads = async (url: string) =>
      [
        ...(await server.app.inject({ method: 'GET', url })).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    expect(await preloads('/course-library')).toEqual(['/assets/en-2.js']);
    expect(await preloads('/course-library?lang=he')).toEqual([
      '/assets/en-2.js',
      '/assets/he-3.js',
    ]);
    // A language without a chunk of its own runs in English.
    expect(await preloads('/course-library?lang=es')).toEqual(['/assets/en-2.js']);
    const manifest = await server.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('src/i18n');
  });

  it('keeps product-gated documents out of the public media folder', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/media/guide.pdf' })).statusCode).toBe(
      404,
    );
  });
});
