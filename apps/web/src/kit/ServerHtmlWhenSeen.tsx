import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { ServerHtml } from './ServerHtml';
import { ServerHtmlOnDemand } from './ServerHtmlOnDemand';

/**
 * `ServerHtml` for text below the fold of a screen that shows no other server HTML, such as the
 * sign-up form's GDPR message above its submit button: its code and the sanitizer load when the
 * person starts on the screen (`load`, e.g. the form's first touch) or the text scrolls into view,
 * whichever comes first, rather than with the screen. Without IntersectionObserver they load at once.
 */
export function ServerHtmlWhenSeen({
  load = false,
  ...props
}: ComponentProps<typeof ServerHtml> & {
  /** Load now, seen or not. @default false */
  load?: boolean;
}) {
  const place = useRef<HTMLDivElement>(null);
  // A server render (no window) leaves the place empty, as the browser's first render does.
  const [seen, setSeen] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const target = place.current;
    if (seen || load || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen, load]);
  return seen || load ? <ServerHtmlOnDemand {...props} /> : <div ref={place} />;
}
