import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Resource } from '@campus/api-client';
import { startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

describe('demo images', () => {
  it('are what scripts/demo-covers.mjs draws, so the committed files cannot drift from it', () => {
    const check = spawnSync(process.execPath, ['scripts/demo-covers.mjs', '--check'], {
      cwd: resolve(__dirname, '..'),
      encoding: 'utf8',
    });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('serves every image the demo content and the sign-on theme name, with its type', async () => {
    const pages = await Promise.all(
      [
        '/',
        '/wp-json/wp/v2/resource?per_page=100',
        '/wp-json/wp/v2/lesson?per_page=100',
        '/wp-json/wp/v2/playlist?per_page=100',
        '/wp-json/wp/v2/product',
      ].map(async (url) => (await get(url)).body),
    );
    // Public paths only: signed links (`/wp-json/campus/v1/media/…`) are covered below.
    const named = new Set(
      pages.flatMap((body) => body.match(/(?<=")\/media\/[\w.-]+\.(?:png|jpg)/g) ?? []),
    );
    expect([...named].sort()).toEqual([
      '/media/cover-board.png',
      '/media/cover-book.png',
      '/media/cover-laptop.png',
      '/media/cover-people.png',
      '/media/signon.png',
    ]);
    for (const url of named) {
      const response = await get(url);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: TYPES[url.split('.').pop()!],
      });
    }
  });

  it('lets image resources download as images through their signed links', async () => {
    const resources = (await get('/wp-json/wp/v2/resource?section=promotional&per_page=100')).json<
      Resource[]
    >();
    const images = resources.filter(
      (r) =>
        r.canPreview &&
        r.type === 'document' &&
        r.attachedDocument &&
        /\.(png|jpg)$/.test(r.attachedDocument.url),
    );
    const extensions = new Set(images.map((r) => r.attachedDocument!.url.split('.').pop()!));
    expect([...extensions].sort()).toEqual(['jpg', 'png']);
    for (const resource of images) {
      const { url } = resource.attachedDocument!;
      const response = await get(new URL(url).pathname);
      expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        status: 200,
        type: TYPES[url.split('.').pop()!],
      });
      expect(response.rawPayload.length).toBeGreaterThan(1000);
    }
  });
});
