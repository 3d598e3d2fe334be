import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/** Whether the app is hydrating the prerendered screen: set by `main.tsx` around the hydration. */
let hydrating = false;

export function hydrationStarted() {
  hydrating = true;
}

export function hydrationEnded() {
  hydrating = false;
}

/**
 * False while a server render or the hydration of its markup runs, true afterwards and in a page
 * the browser renders itself. What depends on the browser's own storage (the cookie banner) waits
 * for it, so the hydrated markup is the markup the server sent.
 *
 * After a hydration the change comes in a transition, which React draws in short slices. Left to
 * the store snapshot alone it differed from the server's, and React draws such a difference again
 * at once, in the task that ends the hydration: the longest task of a phone's start-up (apps/web
 * README, "Lighthouse budgets").
 */
export function useHydrated() {
  const browserRendered = useSyncExternalStore(
    noChanges,
    () => !hydrating,
    () => false,
  );
  const [afterHydration, setAfterHydration] = useState(false);
  useEffect(() => {
    if (!browserRendered) startTransition(() => setAfterHydration(true));
  }, [browserRendered]);
  return browserRendered || afterHydration;
}
