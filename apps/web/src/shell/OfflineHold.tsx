import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { matchRoutes, useLocation } from 'react-router-dom';
import { useAppRouter } from '../kit/router';
import { ConnectionNotice } from '../kit/ConnectionNotice';
import { pageLoadWanted } from './slice';

/**
 * Offline, a link to a page whose code this page has not fetched is held while that code is asked
 * for (the browser's cache may still have it), then followed. When the code cannot come, the page
 * on screen stays, with a notice that the page asked for needs a connection, instead of an error
 * page taking its place; and the router, which keeps a route's failed code until the page is
 * reloaded, never saw it fail, so the same link opens once the connection is back: by loading the
 * page anew, as a browser may go on failing a script that failed once in this page (README,
 * "Offline"; ShellCodeFailures.test.tsx, e2e/offline.spec.ts). A chunk of its own, which the shell asks for with the first move in
 * the app: the first screen's script does not carry it.
 */
export default function OfflineHold() {
  const router = useAppRouter();
  const { key } = useLocation();
  const [held, setHeld] = useState(false);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!router) return;
    // The router drops a route's `lazy` once it has run it; until then, code fetched here counts.
    const fetched = new WeakSet<object>();
    // Code that could not come in this page. Some browsers (Chromium 150) remember a script that
    // failed to come for as long as the page lives, so its route is opened by loading the page anew.
    const failed = new WeakSet<object>();
    const hold = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      // Only what the app's own links would follow: a plain press, in this tab, to this site.
      if (
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey ||
        link.target ||
        link.origin !== window.location.origin
      )
        return;
      const code = (matchRoutes(router.routes, link.pathname) ?? []).flatMap(({ route }) =>
        typeof route.lazy === 'function' && !fetched.has(route.lazy) ? [route.lazy] : [],
      );
      if (code.length === 0) return;
      if (navigator.onLine) {
        if (!code.some((load) => failed.has(load))) return;
        event.preventDefault();
        event.stopPropagation();
        dispatch(pageLoadWanted(link.href));
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      Promise.all(code.map((load) => load())).then(
        () => {
          code.forEach((load) => fetched.add(load));
          link.click();
        },
        () => {
          code.forEach((load) => failed.add(load));
          setHeld(true);
        },
      );
    };
    // Before the app's own handlers, which would start the move.
    document.addEventListener('click', hold, true);
    return () => document.removeEventListener('click', hold, true);
  }, [router, dispatch]);
  // The notice speaks of the press on the page on screen; a move makes it old news.
  const [shownAt, setShownAt] = useState(key);
  if (shownAt !== key) {
    setShownAt(key);
    setHeld(false);
  }
  return held ? <ConnectionNotice onClose={() => setHeld(false)} /> : null;
}
