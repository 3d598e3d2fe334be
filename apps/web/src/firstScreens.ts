/**
 * Which screens the server sends prerendered, and for which addresses: the public first screens a
 * new visitor most often opens first (the guest page is where an invitation to look around lands). A member's screens depend on who they are, and other visitor
 * screens open from one of these. Not search: its results come after the script either way, and
 * an early paint of its frame only brought the app's start into its blocking time (a phone's TBT
 * went from about 150 to 270-460 ms). The server asks the renderer (`prerender.tsx`), which owns
 * the rest of the decision: the data a screen waits for (`SCREEN_DATA`) and the browser's own check
 * before it hydrates (`firstScreenCheck`).
 */
export const PRERENDERED_PATHS = [
  '/user/signon',
  '/user/signup',
  '/user/recover-password',
  '/course-library',
  '/guest',
] as const;

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

const prerendered: ReadonlySet<string> = new Set(PRERENDERED_PATHS);

/**
 * The address a screen is rendered for, or null when `url` is not prerendered: the screens above,
 * and any address the app has no screen for (`notFound`: its 404 page), with no query the screen
 * does not read (`lang` is the page's language, already in the settings).
 */
export function prerenderedAddress(url: string, notFound: boolean): string | null {
  const parsed = new URL(url, 'http://campus.invalid');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  if (!notFound && !prerendered.has(path)) return null;
  // No prerendered screen reads its query, so one would only make a new page for every value.
  const query = [...parsed.searchParams.keys()].filter((name) => name !== 'lang');
  return query.length === 0 ? path : null;
}
