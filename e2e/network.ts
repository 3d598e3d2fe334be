import { expect, type CDPSession, type Page } from '@playwright/test';

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

const offlineSessions = new WeakMap<Page, CDPSession>();

/**
 * Opens `path` with the page's connection gone (or reloads it, without `path`), and makes sure the
 * new document knows it, as on a device with no connection. Chromium 150 gives a document its
 * service worker served while offline `navigator.onLine` true, though its requests still fail; the
 * connection is then taken from the page again over a DevTools session of its own (the context's
 * switch sees no change to make), which gives the page `offline` and its event, until `backOnline`.
 */
export async function openOffline(page: Page, path?: string) {
  await page.context().setOffline(true);
  if (path === undefined) await page.reload();
  else await page.goto(path);
  if (!(await page.evaluate(() => navigator.onLine))) return;
  const session = offlineSessions.get(page) ?? (await page.context().newCDPSession(page));
  offlineSessions.set(page, session);
  await session.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Gives the page its connection back, after `openOffline` or the context's own switch. */
export async function backOnline(page: Page) {
  await offlineSessions.get(page)?.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.context().setOffline(false);
}
