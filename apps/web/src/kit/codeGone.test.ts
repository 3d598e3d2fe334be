import { startCodeHost, type CodeHost } from '../testing/codeHost';
import { codeGone } from './codeGone';

let host: CodeHost;

beforeAll(async () => {
  host = await startCodeHost(['/assets/ModuleScreen-kept.js', '/assets/start-kept.js']);
});
afterAll(() => host.close());
afterEach(() => document.head.replaceChildren());

/** The error a browser gives for an `import()` of `address` that could not be fetched. */
const failedImport = (address: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${address}`);

test('a chunk the server answers as missing is gone: a deploy replaced it', async () => {
  expect(await codeGone(failedImport(host.url('/assets/ModuleScreen-old.js')))).toBe(true);
  // Firefox's words, and a stylesheet the bundler could not preload.
  expect(
    await codeGone(
      new TypeError(`error loading dynamically imported module: ${host.url('/assets/a-old.js')}`),
    ),
  ).toBe(true);
  expect(
    await codeGone(new Error(`Unable to preload CSS for ${host.url('/assets/a-old.css')}`)),
  ).toBe(true);
});

test('no answer is no connection, not a new version, whatever the browser believes', async () => {
  expect(navigator.onLine).toBe(true);
  expect(await codeGone(failedImport(host.unreachable('/assets/ModuleScreen-old.js')))).toBe(false);
});

test('a chunk the server still has failed on the way, not because of a deploy', async () => {
  expect(await codeGone(failedImport(host.url('/assets/ModuleScreen-kept.js')))).toBe(false);
});

test('Safari names no file: the page’s own first script, of the same release, is asked for', async () => {
  const start = document.createElement('script');
  start.type = 'module';
  start.src = host.url('/assets/start-old.js');
  document.head.append(start);
  expect(await codeGone(new TypeError('Importing a module script failed.'))).toBe(true);
  start.src = host.url('/assets/start-kept.js');
  expect(await codeGone(new TypeError('Importing a module script failed.'))).toBe(false);
});
