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

/**
 * A module saved for offline lives in a cache of its own, named by its member and its id: removing
 * it is deleting the cache, and a member's logout deletes every cache under their prefix.
 */
export const SAVED_CACHE_PREFIX = 'campus-saved-';
export const savedCachePrefix = (userId: number) => `${SAVED_CACHE_PREFIX}${userId}-`;
export const savedCacheName = (userId: number, moduleId: number) =>
  `${savedCachePrefix(userId)}${moduleId}`;

/**
 * The member a call is made for, from its `Authorization: Bearer` token's claims (`data.user.id`,
 * as WordPress's JWT plugin writes them). Read, not verified: it only picks which of this browser's
 * saved answers may answer the call, and the server checks the token whenever it is reached.
 */
export function memberOfAuthorization(authorization: string | null): number | null {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '')?.[2];
  if (!token) return null;
  try {
    const json = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const id = Number((JSON.parse(json) as { data?: { user?: { id?: unknown } } }).data?.user?.id);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
