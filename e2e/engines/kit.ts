import type { Driver } from './driver';
import { appOrigin } from './fixtures';

/** Every demo account's password (apps/server README). */
export const DEMO_PASSWORD = 'Campus!2026';

/** Asks the app's server as a client outside the browser does (a GET, or a POST of `body`). */
export async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(new URL(`/wp-json${path}`, appOrigin()), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Asks `attempt` every 100 ms until it gives something other than null; fails after `timeoutMs`. */
async function poll<Result>(
  driver: Driver,
  failure: string,
  attempt: () => Promise<Result | null>,
  timeoutMs: number,
): Promise<Result> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await attempt().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`${driver.engine}: ${failure}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until `check`, run in the page, returns true; fails with `what` after `timeoutMs`. */
export async function until<Args extends unknown[]>(
  driver: Driver,
  what: string,
  check: (...args: Args) => boolean,
  args: Args = [] as unknown as Args,
  timeoutMs = 20_000,
) {
  await poll(
    driver,
    `${what} did not happen`,
    async () => ((await driver.evaluate(check, ...args)) ? true : null),
    timeoutMs,
  );
}

/** What `look`, run in the page with `args`, returns once it returns something other than null. */
export const read = <Result, Args extends unknown[] = []>(
  driver: Driver,
  what: string,
  look: (...args: Args) => Result | null,
  args: Args = [] as unknown as Args,
  timeoutMs = 20_000,
) => poll(driver, `${what} never showed`, () => driver.evaluate(look, ...args), timeoutMs);

/**
 * A brand-new member, made through the real sign-up calls, so what one journey changes (a muted
 * player, a speed) never meets another's.
 */
export async function createMember() {
  const email = `engine-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@campus.test`;
  const user = {
    first_name: 'Engine',
    last_name: 'Member',
    email,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    agreedToTerms: true,
  };
  await call('/wp/v2/user/account/request', { user });
  const [mail] = await call<Array<{ links: string[] }>>(
    `/campus-dev/v1/outbox?to=${encodeURIComponent(email)}`,
  );
  const code = mail?.links[0]?.split('/user/verify/')[1];
  await call('/wp/v2/user/account/verify', { code, user: {} });
  return email;
}

/**
 * Signs `email` in as a remembered login leaves the browser, with the cookie banner accepted;
 * returns the member's token, for asking the server what it has of theirs.
 */
export async function signIn(driver: Driver, email: string): Promise<string> {
  const { token, profile } = await call<{ token: string; profile: unknown }>('/jwt-auth/v1/token', {
    user_email: email,
    password: DEMO_PASSWORD,
    options: {},
  });
  await driver.goto('/wp-json/wp/v2/appStatus');
  await driver.evaluate(
    (storedToken, storedProfile) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('profile', storedProfile);
      localStorage.setItem('cookies_agreed', '1');
      document.cookie = 'remember_me=1; path=/; max-age=2592000';
    },
    token,
    JSON.stringify(profile),
  );
  return token;
}

/** The stand-in play button of a lesson's player, named as video.js names its own. */
export const PLAY = '[data-state] button[aria-label="Play Video"]';

/** Run in the page: the lesson's video is playing. */
export const videoPlaying = () => {
  const video = document.querySelector('video');
  return !!video && !video.paused && video.currentTime > 0;
};

/** Opens the welcome module's first video lesson, once it shows its play button. */
export async function openWelcomeVideo(driver: Driver) {
  const lesson = await welcomeVideoLesson();
  await driver.goto(`/training/module-welcome/${lesson.slug}`);
  await until(
    driver,
    'the lesson shows its play button',
    (selector) => !!document.querySelector(selector),
    [PLAY],
  );
}

/** A module's lesson as the server lists it (`complete`: the member's, asked with a token). */
export interface ModuleLesson {
  id: number;
  slug: string;
  title: string;
  type: string;
  duration: number;
  complete?: boolean;
}

/** The welcome module's lessons, with the progress of the member `token` names, if any. */
export const welcomeLessons = async (token?: string) =>
  (await call<{ lessons: ModuleLesson[] }>('/wp/v2/playlist/module-welcome', undefined, token))
    .lessons;

/**
 * Most of the article was read earlier in this browser, as its timer keeps it: the lesson's page
 * counts only its last 3 seconds before it is completed.
 */
export const articleMostlyRead = (driver: Driver, article: ModuleLesson) =>
  driver.evaluate(
    (id, seconds) =>
      localStorage.setItem(
        'ab_session_progress',
        JSON.stringify({ lessons: { [id]: seconds }, videos: {} }),
      ),
    article.id,
    article.duration - 3,
  );

/** The welcome module's first video lesson. */
export const welcomeVideoLesson = async () =>
  (await welcomeLessons()).find((lesson) => lesson.type === 'video')!;

/**
 * Presses the first `selector` whose text starts with `text`, as a member picks a card by its
 * title or a menu item by its words: the page marks it and the driver presses the mark.
 */
export async function pressTitled(driver: Driver, selector: string, text: string) {
  await until(
    driver,
    `something titled “${text}” to press`,
    (within, title) => {
      document.querySelector('[data-engine-target]')?.removeAttribute('data-engine-target');
      const found = [...document.querySelectorAll(within)].find((element) =>
        element.textContent?.trim().startsWith(title),
      );
      found?.setAttribute('data-engine-target', '');
      return !!found;
    },
    [selector, text],
  );
  await driver.click('[data-engine-target]');
}

/** Run in the page: whether the module's list shows the lesson titled `title` as completed. */
export const shownCompleted = (title: string) => {
  const list = document.querySelector('nav[aria-label="Lessons in this module"]');
  const link = [...(list?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.includes(title));
  return link?.textContent?.includes('Completed on') === true;
};
