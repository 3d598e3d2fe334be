/**
 * Which screens the server sends prerendered, and for which addresses: the public first screens a
 * new visitor most often opens first (the guest page is where an invitation to look around lands),
 * and search results, where a shared or bookmarked search lands. A member's screens depend on who
 * they are, and other visitor screens open from one of these. The server asks the renderer
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

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

const prerendered: ReadonlySet<string> = new Set(PRERENDERED_PATHS);

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
 * a term only: without one it shows popular terms, which come after the script.
 */
export function prerenderedAddress(url: string, notFound: boolean): string | null {
  const parsed = new URL(url, 'http://campus.invalid');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  if (!notFound && !prerendered.has(path)) return null;
  const reads = notFound ? undefined : READS[path as PrerenderedPath];
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
