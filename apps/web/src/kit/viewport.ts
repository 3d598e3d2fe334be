import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Layout that depends on the window's width follows a resize once it has settled (pinned by
 * Shell.test.tsx).
 */
export const RESIZE_DEBOUNCE_MS = 100;

/**
 * The window width a server render lays the page out for, where there is no window to ask. The
 * browser hydrates such a page only when its own width gives the same layout.
 */
export const AssumedViewportWidth = createContext<number | null>(null);

/** Evaluates the `(max-width: …px)` and `(min-width: …px)` parts of `query` against `width`. */
export function matchesWidth(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)];
  return parts.every(([, bound, value]) =>
    bound === 'max' ? width <= Number(value) : width >= Number(value),
  );
}

/**
 * Whether `query` matches, re-read 100 ms after the last `resize` event — a window dragged wider
 * or a phone turned sideways re-lays the page once, not on every frame of the gesture.
 */
export function useViewportMatch(query: string): boolean {
  const assumedWidth = useContext(AssumedViewportWidth);
  const [matches, setMatches] = useState(() =>
    assumedWidth === null ? window.matchMedia(query).matches : matchesWidth(query, assumedWidth),
  );
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
