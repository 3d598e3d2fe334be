import { useEffect, useMemo, useState, type HTMLAttributes } from 'react';
import { useHydrated } from './useHydrated';

type Sanitize = (html: string) => string;
type Profile = 'message' | 'content';

let sanitizer: Promise<Record<Profile, Sanitize>> | undefined;
/** Set once the sanitizer is here, so later HTML shows in the same render. */
let loaded: Record<Profile, Sanitize> | undefined;

/**
 * Fetches the sanitizer (DOMPurify) once. It is not in any route's first download: most pages show
 * no server HTML (a sign-on message is rare), and a page whose main content is server HTML (a
 * module) calls this as it opens, so the sanitizer arrives alongside its data. A lesson cannot: a
 * video lesson shows none, and it is a video or an article only once its data is here.
 */
export function loadSanitizer() {
  sanitizer ??= import('dompurify').then(({ default: purify }) => {
    loaded = {
      // Messages are text with links and emphasis; lesson content may carry figures and graphics.
      message: (html: string) => purify.sanitize(html, { USE_PROFILES: { html: true } }),
      content: (html: string) => purify.sanitize(html),
    };
    return loaded;
  });
  // A failed fetch (offline, a deploy replaced the chunk) is tried again by the next caller.
  sanitizer.catch(() => (sanitizer = undefined));
  return sanitizer;
}

/** Server-supplied HTML, shown only once sanitized; nothing is shown until the sanitizer is here. */
export function ServerHtml({
  html,
  profile = 'message',
  ...rest
}: { html: string; profile?: Profile } & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  const [loadedSanitizers, setSanitizers] = useState(loaded);
  // A prerendered page has no server HTML (no sanitizer runs on the server): hydration shows none
  // either, and it appears right after.
  const sanitizers = useHydrated() ? loadedSanitizers : undefined;
  useEffect(() => {
    if (sanitizers) return;
    let mounted = true;
    loadSanitizer().then(
      (ready) => mounted && setSanitizers(ready),
      (error: unknown) =>
        console.error('Server HTML could not be shown: the sanitizer did not load.', error),
    );
    return () => {
      mounted = false;
    };
  }, [sanitizers]);
  const clean = useMemo(
    () => (sanitizers ? sanitizers[profile](html) : ''),
    [sanitizers, profile, html],
  );
  // Server text keeps its own direction: an English lesson reads left to right in a Hebrew page.
  return <div dir="auto" {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
