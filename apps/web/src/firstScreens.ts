/**
 * Which screens the server sends prerendered, and for which addresses: the public first screens a
 * new visitor most often opens first (the guest page is where an invitation to look around lands),
 * search results, where a shared or bookmarked search lands, a certificate's public page, where a
 * shared certificate lands, and a module's lesson, where a shared
 * lesson lands (a visitor's free lessons; the server sends it prerendered only to a browser that may
 * still open it). A member's screens depend on who they are, and other visitor screens open from
 * one of these. The server asks the renderer
 * (`prerender.tsx`), which owns the rest of the decision: the data a screen waits for
 * (`SCREEN_DATA`; search comes with its results, without which an early paint of its frame only
 * brought the app's start into a phone's blocking time) and the browser's own check before it
 * hydrates (`firstScreenCheck`).
 */
export const PRERENDERED_PATHS = [
  '/user/signon',
  '/user/signup',
  '/user/recover-password',
  '/course-library',
  '/guest',
  '/search',
] as const;

/** A lesson in its module; standalone and category lessons open from a member's pages. */
export const MODULE_LESSON = '/training/:module/:lesson';

/** A certificate's public page: where a shared certificate lands, often someone's first visit. */
export const CERTIFICATE = '/certificates/:id';

export type PrerenderedPath =
  (typeof PRERENDERED_PATHS)[number] | typeof MODULE_LESSON | typeof CERTIFICATE;

const prerendered: ReadonlySet<string> = new Set(PRERENDERED_PATHS);

// `category/:categoryid` and `article/:id` have two parts too, and are other routes.
const LESSON_ADDRESS = /^\/training\/(?!category\/|article\/)([\w-]+)\/([\w-]+)$/;
// A certificate's id: 22 URL-safe characters.
const CERTIFICATE_ADDRESS = /^\/certificates\/([\w-]{1,64})$/;

/** The screen `path` (no query, no trailing slash) shows, if it is prerendered. */
export function screenOf(path: string): PrerenderedPath | null {
  if (prerendered.has(path)) return path as PrerenderedPath;
  if (CERTIFICATE_ADDRESS.test(path)) return CERTIFICATE;
  return LESSON_ADDRESS.test(path) ? MODULE_LESSON : null;
}

/** The certificate id a certificate's address names, or null for any other address. */
export function certificateOf(path: string): string | null {
  return CERTIFICATE_ADDRESS.exec(path)?.[1] ?? null;
}

/** The module and lesson a lesson address names (slugs or ids), or null for any other. */
export function lessonOf(path: string): { moduleKey: string; lessonKey: string } | null {
  const match = LESSON_ADDRESS.exec(path);
  return match ? { moduleKey: match[1]!, lessonKey: match[2]! } : null;
}

/**
 * The query each screen reads; any other makes the address not prerendered, so a stray parameter
 * cannot make a new page for every value. A search term is as long as the API takes one.
 */
const READS: Partial<Record<PrerenderedPath, { name: string; maxLength: number }>> = {
  '/search': { name: 'q', maxLength: 200 },
};

/**
 * The address a screen is rendered for, or null when `url` is not prerendered: the screens above,
 * and any address the app has no screen for (`notFound`: its 404 page), with no query but the one
 * the screen reads (`lang` is the page's language, already in the settings). Search is rendered for
 * a term only: without one it shows popular terms, which come after the script. A lesson is rendered
 * without a moment to play from (`?t=`): that one starts playing, which needs the app.
 */
export function prerenderedAddress(url: string, notFound: boolean): string | null {
  const parsed = new URL(url, 'http://campus.invalid');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  const screen = notFound ? null : screenOf(path);
  if (!notFound && !screen) return null;
  const reads = screen ? READS[screen] : undefined;
  const query = [...parsed.searchParams.keys()].filter((name) => name !== 'lang');
  if (!reads) return query.length === 0 ? path : null;
  const value = (parsed.searchParams.get(reads.name) ?? '').trim();
  if (
    query.some((name) => name !== reads.name) ||
    parsed.searchParams.getAll(reads.name).length > 1
  )
    return null;
  if (!value || value.length > reads.maxLength) return null;
  return `${path}?${new URLSearchParams({ [reads.name]: value })}`;
}
