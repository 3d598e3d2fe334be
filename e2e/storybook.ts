import { existsSync, readFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';

/**
 * The machinery the story specs share: the built Storybook's index, one preview page per worker,
 * and switching stories and globals over Storybook's channel.
 */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = 'storybook-static/index.json';

/** Every entry of the built Storybook's index, stories and docs pages. */
export function readIndex(): IndexEntry[] {
  if (!existsSync(indexFile))
    throw new Error(`${indexFile} is missing: run \`pnpm build-storybook\` first.`);
  return Object.values(
    (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> })
      .entries,
  );
}

/** The stories the browser runs: all but those tagged `!test`. */
export const testedStories = () =>
  readIndex().filter((entry) => entry.type === 'story' && !entry.tags?.includes('!test'));

export type StoryOutcome =
  { status: 'rendered'; storyId: string } | { status: 'failed'; event: string; detail: string };

interface ViewportOption {
  styles: { width: string; height: string };
}

/** The globals the preview's toolbar sets (see .storybook/preview.tsx). */
export interface ModeGlobals {
  theme: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
}

type StoryWindow = {
  __storyOutcome?: StoryOutcome;
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: { userGlobals: { globals: Record<string, unknown> } };
    loadStory(input: { storyId: string }): Promise<{
      storyGlobals: Record<string, unknown> & {
        viewport?: { value?: string; isRotated?: boolean } | string;
      };
      parameters: { viewport?: { options?: Record<string, ViewportOption> } };
    }>;
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: unknown) => void): void;
    emit(event: string, payload: unknown): void;
  };
};

// Storybook assigns its channel to a global while booting; catching the assignment lets the page
// record each story's outcome before any of its events fire.
function recordStoryOutcome() {
  const target = window as unknown as StoryWindow;
  let channel: StoryWindow['__STORYBOOK_ADDONS_CHANNEL__'];
  Object.defineProperty(target, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: NonNullable<StoryWindow['__STORYBOOK_ADDONS_CHANNEL__']>) {
      channel = value;
      const fail = (event: string) => (payload: unknown) => {
        const detail =
          payload && typeof payload === 'object'
            ? String(
                (payload as { message?: string }).message ??
                  (payload as { description?: string }).description ??
                  JSON.stringify(payload),
              )
            : String(payload);
        target.__storyOutcome ??= { status: 'failed', event, detail };
      };
      value.on('storyRendered', (storyId) => {
        target.__storyOutcome ??= { status: 'rendered', storyId: String(storyId) };
      });
      for (const event of [
        'storyErrored',
        'storyThrewException',
        'playFunctionThrewException',
        'storyMissing',
        'unhandledErrorsWhilePlaying',
      ]) {
        value.on(event, fail(event));
      }
    },
  });
}

// When a story takes over 100 ms to start rendering (a busy host does that often), the preview
// marks the body as preparing, and its stylesheet then hides every child of the body until the
// render has finished. A dialog portalled to the body mounts hidden, so the focus it moves in on
// open goes nowhere, and the screenshot shows no focus ring. Members never meet that mark;
// dropping it as it appears keeps every render as they see it, whatever the host's speed.
function keepStoriesShownWhilePreparing() {
  const preparing = 'sb-show-preparing-story';
  // The document exists when an init script runs; its root element may not yet.
  new MutationObserver(() => {
    if (document.body?.classList.contains(preparing)) document.body.classList.remove(preparing);
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
}

const waitForOutcome = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as StoryWindow).__storyOutcome, null, {
      timeout: 30_000,
    })
    .then((handle) => handle.jsonValue() as Promise<StoryOutcome>);

/**
 * Emits a channel event that (re-)renders the current story and resolves with how that render
 * ended: `storyRendered` comes after the play function, or a failure event instead.
 */
const emitAndWait = async (page: Page, event: string, payload: unknown) => {
  await page.evaluate(
    ([name, data]) => {
      const target = window as unknown as StoryWindow;
      target.__storyOutcome = undefined;
      target.__STORYBOOK_ADDONS_CHANNEL__?.emit(name, data);
    },
    [event, payload] as const,
  );
  return waitForOutcome(page);
};

/** Renders a story in the preview page and runs its play function. */
export const showStory = (page: Page, storyId: string) =>
  emitAndWait(page, 'setCurrentStory', { storyId, viewMode: 'story' });

/**
 * Re-renders the current story in place with other toolbar globals, as the toolbar does: the
 * story keeps the state its play function left (an opened dialog stays open) and the play
 * function does not run again. A story's own `globals` still win over these.
 */
export async function setGlobals(page: Page, globals: ModeGlobals) {
  const current = await page.evaluate(
    () =>
      (window as unknown as StoryWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals
        .globals,
  );
  if (current?.theme === globals.theme && current?.direction === globals.direction) return null;
  return emitAndWait(page, 'updateGlobals', { globals });
}

// One preview page per worker: stories are switched over Storybook's channel, as its own test
// runner does, instead of reloading the whole preview for each story.
export const storyTest = test.extend<
  { pageErrors: string[] },
  { preview: { page: Page; errors: string[] } }
>({
  preview: [
    async ({ browser }, use) => {
      // Storybook's own runners identify themselves in the user agent; the preview then freezes
      // animations and transitions at their end once a story has rendered, instead of waiting
      // (100 ms at least) for them to finish, and axe reads each story's final colours.
      const probe = await browser.newPage();
      const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
      await probe.close();
      const context = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        userAgent,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(recordStoryOutcome);
      await page.addInitScript(keepStoriesShownWhilePreparing);
      await page.goto('/iframe.html');
      await page.waitForFunction(
        () => (window as unknown as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__,
      );
      // loadStory throws until the preview has read the index.
      await page.waitForFunction(
        () => (window as unknown as StoryWindow).__STORYBOOK_PREVIEW__?.storyStoreValue,
      );
      await use({ page, errors });
      await context.close();
    },
    { scope: 'worker' },
  ],
  pageErrors: async ({ preview }, use) => {
    preview.errors.length = 0;
    await use(preview.errors);
  },
});

// Playwright's own default, for the stories that ask for no viewport.
const defaultViewport = { width: 1280, height: 720 };

/**
 * What a story pins for itself: the size it asks for with the `viewport` global, and the toolbar
 * globals its own `globals` override. Storybook's UI applies the viewport by resizing the canvas
 * frame; a bare preview page does not, so callers resize the page to match.
 */
export const storySettings = (page: Page, storyId: string) =>
  page
    .evaluate(async (id) => {
      const target = window as unknown as StoryWindow;
      const story = await target.__STORYBOOK_PREVIEW__?.loadStory({ storyId: id });
      const globals = story?.storyGlobals ?? {};
      const pinned: Partial<Record<'theme' | 'direction', string>> = {};
      if (typeof globals.theme === 'string') pinned.theme = globals.theme;
      if (typeof globals.direction === 'string') pinned.direction = globals.direction;
      const global = globals.viewport;
      const { value, isRotated = false } =
        typeof global === 'string' ? { value: global } : (global ?? {});
      const option = value ? story?.parameters.viewport?.options?.[value] : undefined;
      if (!option) return { viewport: null, pinned };
      const width = Number.parseInt(option.styles.width, 10);
      const height = Number.parseInt(option.styles.height, 10);
      return {
        viewport: isRotated ? { width: height, height: width } : { width, height },
        pinned,
      };
    }, storyId)
    .then(({ viewport, pinned }) => ({
      viewport: viewport ?? defaultViewport,
      pinned: pinned as Partial<ModeGlobals>,
    }));
