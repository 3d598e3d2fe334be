import { useEffect, useRef, useState, type RefObject } from 'react';

// The host page's own title names the site ("Campus" in the built index.html).
const SITE_NAME = (typeof document !== 'undefined' && document.title) || 'Campus';

const textOf = (heading: Element) => heading.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * What a person meets on arriving at a page: the tab's title names the page ("Search results for
 * “video” · Campus"), and after a move inside the app focus lands on the page's main heading and
 * its name is announced, as a full page load would do. The heading is the first `h1` in `main`;
 * screens render it when their data arrives, so the main area is watched until it appears, and the
 * title follows it when its text changes (a search for another term).
 *
 * Focus stays where it is when the screen itself put it somewhere in the page (a form's first
 * field) or a dialog holds it; the page is announced all the same.
 */
export function usePageArrival(main: RefObject<HTMLElement | null>, pathname: string): string {
  const [announcement, setAnnouncement] = useState('');
  const firstPage = useRef(true);

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const arrivedByNavigation = !firstPage.current;
    firstPage.current = false;
    // What a page said on its way (an error page a redirect replaced) is not this page's name.
    setAnnouncement('');
    let focused = !arrivedByNavigation;
    let shown = '';
    const update = () => {
      const heading = root.querySelector('h1');
      const text = heading ? textOf(heading) : '';
      if (!heading || !text) return;
      if (text !== shown) {
        shown = text;
        document.title = `${text} · ${SITE_NAME}`;
      }
      if (focused) return;
      focused = true;
      const active = document.activeElement;
      const placedByScreen = active && active !== root && root.contains(active);
      if (placedByScreen || active?.closest('[role="dialog"], [role="alertdialog"]')) return;
      if (!(heading as HTMLElement).hasAttribute('tabindex'))
        heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus({ preventScroll: true });
      setAnnouncement(text);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, pathname]);

  return announcement;
}
