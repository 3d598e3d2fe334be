import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type Page as PuppeteerPage,
} from 'puppeteer-core';
import { remote, type ChainablePromiseElement } from 'webdriverio';

/**
 * The few things a journey does in a browser, the same in Firefox and in WebKit, so each journey
 * is written once (README, "Browsers"). Firefox ESR is driven over WebDriver BiDi
 * (puppeteer-core), WebKitGTK's MiniBrowser over classic WebDriver (webdriverio and
 * WebKitWebDriver): both are the engines Debian ships, started from their packages.
 */
export interface Driver {
  readonly engine: EngineName;
  /** Opens a path of the app and waits for its `load` event. */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the page with JSON arguments and resolves with its JSON result. */
  evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result>;
  /** A pointer press and release on the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>;
  /** Types `text` into the first element `selector` matches, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** One key (`k`, `?`, `Enter`) to whatever has focus. */
  press(key: string): Promise<void>;
  /**
   * Takes the page's connection away, or gives it back, as a lost network does (`navigator.onLine`
   * and its events included). Absent where the engine's driver cannot (WebKitGTK's WebDriver).
   */
  setOffline?(offline: boolean): Promise<void>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export type EngineName = 'firefox' | 'webkit';

/** A started browser, one per test worker; each test gets a driver of its own with fresh storage. */
export interface Engine {
  newDriver(viewport: { width: number; height: number }): Promise<Driver>;
  close(): Promise<void>;
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<string, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004' };

export interface EngineOptions {
  /**
   * Whether the app's service worker may run. It downloads the whole release on a member's page, so
   * only journeys about it let it run, as in Chromium (playwright.config.ts). WebKitGTK has no
   * switch for it: there it always runs.
   */
  serviceWorkers?: boolean;
}

export async function startEngine(
  name: EngineName,
  baseUrl: string,
  options: EngineOptions = {},
): Promise<Engine> {
  return name === 'firefox' ? startFirefox(baseUrl, options) : startWebKit(baseUrl);
}

async function startFirefox(baseUrl: string, { serviceWorkers }: EngineOptions): Promise<Engine> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      'dom.serviceWorkers.enabled': serviceWorkers ?? false,
      // No update checks, telemetry or remote settings: the network here is the app's alone.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  return {
    async newDriver(viewport) {
      const context = await browser.createBrowserContext();
      const page: PuppeteerPage = await context.newPage();
      await page.setViewport(viewport).catch(async (error: unknown) => {
        // puppeteer sends the screen's orientation with the size; an ESR older than that command
        // (140) refuses it, but takes the size, which is all a journey needs.
        if (!/setScreenOrientationOverride/.test(String(error))) throw error;
        for (const deadline = Date.now() + 5_000; ;) {
          if ((await page.evaluate(() => window.innerWidth)) === viewport.width) break;
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      return {
        engine: 'firefox',
        goto: async (path) => void (await page.goto(new URL(path, baseUrl).href)),
        evaluate: (fn, ...args) =>
          page.evaluate(fn as never, ...(args as unknown as never[])) as never,
        click: async (selector) => {
          const element = await page.waitForSelector(selector, { visible: true });
          await element!.click();
        },
        type: async (selector, text) => {
          await page.waitForSelector(selector, { visible: true });
          await page.type(selector, text);
        },
        press: (key) => page.keyboard.press(key as never),
        ...((await canGoOffline(page)) && {
          setOffline: (offline: boolean) => page.setOfflineMode(offline),
        }),
        screenshot: async () => Buffer.from(await page.screenshot()),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

/** Whether this Firefox takes a page's connection away over BiDi (ESR 140 does not). */
const canGoOffline = (page: PuppeteerPage) =>
  page.setOfflineMode(false).then(
    () => true,
    (error: unknown) => {
      if (/unknown command/.test(String(error))) return false;
      throw error;
    },
  );

/** A port no one listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForPort(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited (${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.spawnfile} did not listen on ${port}`);
}

/**
 * WebKitGTK draws into an X display even with nothing to show: a virtual one (Xvfb) per worker,
 * and the WebDriver service on a port of its own.
 */
async function startWebKit(baseUrl: string): Promise<Engine> {
  const display = `:${90 + Number(process.env.TEST_WORKER_INDEX ?? 0)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  const port = await freePort();
  const service = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  await waitForPort(port, service);
  return {
    async newDriver(viewport) {
      // A session per test: its MiniBrowser starts with empty storage, as a new context does.
      const browser = await remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'error',
        // A new session that gets no answer is asked for again rather than waited on for minutes.
        connectionRetryTimeout: 30_000,
        connectionRetryCount: 2,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      });
      await browser.setWindowSize(viewport.width, viewport.height);
      /**
       * `act` on the element once it is shown. A page whose prerendered screen does not fit this
       * window (a phone's width) hides it and the app draws its own in its place: an element found
       * in between goes stale, and the one there now is taken.
       */
      const onceDisplayed = async (
        selector: string,
        act: (element: ChainablePromiseElement) => Promise<unknown>,
      ) => {
        for (let attempt = 1; ; attempt++) {
          try {
            const element = browser.$(selector);
            await element.waitForDisplayed();
            await act(element);
            return;
          } catch (error) {
            if (attempt < 5 && /stale element/i.test(String(error))) continue;
            throw error;
          }
        }
      };
      return {
        engine: 'webkit',
        goto: (path) => browser.url(new URL(path, baseUrl).href).then(() => undefined),
        evaluate: (fn, ...args) =>
          browser.execute(fn as never, ...(args as unknown as never[])) as never,
        click: (selector) => onceDisplayed(selector, (element) => element.click()),
        // Element Send Keys: key actions would hold each key down until the last, and WebKit
        // takes a key pressed again while held (the second 0 of "00") for a repeat and drops it.
        type: (selector, text) => onceDisplayed(selector, (element) => element.addValue(text)),
        press: (key) => browser.keys([KEYS[key] ?? key]),
        screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
        close: () => browser.deleteSession(),
      };
    },
    async close() {
      service.kill();
      xvfb.kill();
    },
  };
}
