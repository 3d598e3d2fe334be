/**
 * Whether code of this build that could not be fetched is gone from the server, as a deploy leaves
 * it: asked of the server, not guessed from `navigator.onLine`, which can say online with no
 * network (README, "Offline"; pinned by codeGone.test.ts). Only a 404 or a 410 says so; no answer
 * is no connection, and a file still there failed on the way.
 */
export async function codeGone(error: unknown): Promise<boolean> {
  // The file the browser names (Chromium and Firefox do), else this release's first script, which a
  // deploy removes along with the rest.
  const file =
    /\S+\.(?:m?js|css)\b/.exec(String(error))?.[0] ??
    globalThis.document?.querySelector<HTMLScriptElement>('script[src*="/assets/start-"]')?.src;
  if (!file) return false;
  try {
    // Past the browser's cache, which would answer for a file this page has already loaded.
    const { status } = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    return status === 404 || status === 410;
  } catch {
    return false;
  }
}
