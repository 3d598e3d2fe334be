import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while a server render or the hydration of its markup runs, true afterwards and in a page
 * the browser renders itself. What depends on the browser's own storage (the cookie banner) waits
 * for it, so the hydrated markup is the markup the server sent.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
