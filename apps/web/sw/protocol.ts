/**
 * What the page and the service worker say to each other. Imported by both sides (`sw/sw.ts` and
 * the app's `kit/serviceWorker.ts`), so neither spells a message the other does not read.
 */

/** The app's page, as the server sends it without a prerendered screen: started when offline. */
export const SHELL_URL = '/index.html';
export const SHELL_CACHE_PREFIX = 'campus-shell-';

/** Tells a waiting worker to take over: the member asked for the new release. */
export const SKIP_WAITING = 'skip-waiting';

/** Asks a worker which release it keeps; it answers a `ReleaseAnswer` on the message's port. */
export const RELEASE = 'release';

/** Tells the worker the page's language: the page it keeps for offline must be in it. */
export const KEEP_SHELL = 'keep-shell';
export interface KeepShell {
  type: typeof KEEP_SHELL;
  lang: string;
}
export const isKeepShell = (data: unknown): data is KeepShell =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === KEEP_SHELL &&
  typeof (data as { lang?: unknown }).lang === 'string';

/** A worker's answer to `'release'`. */
export interface ReleaseAnswer {
  startScripts: string[];
}

/**
 * The scripts named `assets/start-<hash>.js` among `addresses` (vite.config.ts gives the first
 * script and what it carries that name): their hashes change with any code a release runs, so a
 * page runs a worker's release when its first script is one of the worker's.
 */
export function startScriptsOf(addresses: readonly string[]): string[] {
  return addresses.flatMap((address) => {
    const name = /(?:^|\/)assets\/(start-[\w-]+\.js)$/.exec(address)?.[1];
    return name ? [name] : [];
  });
}
