import { useEffect, useState } from 'react';

/** Spec 1 §9: layout that depends on the window's width follows a resize once it has settled. */
export const RESIZE_DEBOUNCE_MS = 100;

/**
 * Whether `query` matches, re-read 100 ms after the last `resize` event — a window dragged wider
 * or a phone turned sideways re-lays the page once, not on every frame of the gesture.
 */
export function useViewportMatch(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    setMatches(window.matchMedia(query).matches);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatches(window.matchMedia(query).matches), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', settle);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', settle);
    };
  }, [query]);
  return matches;
}
