import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark' | 'system';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const systemPrefersDark = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;

/** Resolves a colour mode to light or dark, re-rendering when the system preference changes. */
export function useColorScheme(mode: ColorMode): 'light' | 'dark' {
  const dark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  if (mode === 'system') return dark ? 'dark' : 'light';
  return mode;
}
