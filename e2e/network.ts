import { expect, type Page } from '@playwright/test';

interface Traffic {
  inFlight: number;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests in flight from now on, for `networkQuiet`. */
export function watchRequests(page: Page) {
  const state: Traffic = { inFlight: 0, lastChange: Date.now() };
  traffic.set(page, state);
  const change = (delta: number) => () => {
    state.inFlight += delta;
    state.lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/**
 * Waits until none of the page's requests has been in flight for `quietMs`. Playwright's
 * `networkidle` waits the same way for a fixed half second, which is most of what a page load here
 * spends; a screen's next request follows the answer before it within a few milliseconds.
 */
export async function networkQuiet(page: Page, quietMs = 150) {
  const state = traffic.get(page);
  if (!state) throw new Error('networkQuiet needs watchRequests(page) before the page loads');
  await expect
    .poll(() => state.inFlight <= 0 && Date.now() - state.lastChange >= quietMs, {
      message: 'the page stops making requests',
      intervals: [50],
      timeout: 15_000,
    })
    .toBe(true);
}
