import { useSyncExternalStore } from 'react';

/** Spec 1 §9: the menu becomes a top bar below 768 px. */
const QUERY = '(max-width: 767.98px)';

const subscribe = (notify: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
};

export const useIsMobile = () => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
