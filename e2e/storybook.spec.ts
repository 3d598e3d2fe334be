import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * Every story of the built Storybook, rendered in Chromium: its play function must pass and axe
 * must find no WCAG A/AA violation. The list comes from the build's index, so a new story is
 * tested without being registered anywhere.
 */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = 'storybook-static/index.json';
if (!existsSync(indexFile))
  throw new Error(`${indexFile} is missing: run \`pnpm build-storybook\` first.`);
const stories = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story' && !entry.tags?.includes('!test'));

type StoryOutcome =
  { status: 'rendered'; storyId: string } | { status: 'failed'; event: string; detail: string };

interface ViewportOption {
  styles: { width: string; height: string };
}

type StoryWindow = {
  __storyOutcome?: StoryOutcome;
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: unknown;
    loadStory(input: { storyId: string }): Promise<{
      storyGlobals: { viewport?: { value?: string; isRotated?: boolean } | string };
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

const waitForOutcome = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as StoryWindow).__storyOutcome, null, {
      timeout: 30_000,
    })
    .then((handle) => handle.jsonValue() as Promise<StoryOutcome>);

// One preview page per worker: stories are switched over Storybook's channel, as its own test
// runner does, instead of reloading the whole preview for each story.
const storyTest = test.extend<
  { pageErrors: string[] },
  { preview: { page: Page; errors: string[] } }
>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(recordStoryOutcome);
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

test.describe.configure({ mode: 'parallel' });

// Playwright's own default, for the stories that ask for no viewport.
const defaultViewport = { width: 1280, height: 720 };

/**
 * The size a story asks for with the `viewport` global. Storybook's UI applies it by resizing the
 * canvas frame; a bare preview page does not, so the page is resized here to match.
 */
const storyViewport = (page: Page, storyId: string) =>
  page.evaluate(async (id) => {
    const target = window as unknown as StoryWindow;
    const story = await target.__STORYBOOK_PREVIEW__?.loadStory({ storyId: id });
    const global = story?.storyGlobals.viewport;
    const { value, isRotated = false } =
      typeof global === 'string' ? { value: global } : (global ?? {});
    const option = value ? story?.parameters.viewport?.options?.[value] : undefined;
    if (!option) return null;
    const width = Number.parseInt(option.styles.width, 10);
    const height = Number.parseInt(option.styles.height, 10);
    return isRotated ? { width: height, height: width } : { width, height };
  }, storyId);

for (const story of stories) {
  storyTest(`${story.title} › ${story.name}`, async ({ preview: { page }, pageErrors }) => {
    await page.setViewportSize((await storyViewport(page, story.id)) ?? defaultViewport);
    await page.evaluate((storyId) => {
      const target = window as unknown as StoryWindow;
      target.__storyOutcome = undefined;
      target.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);

    const outcome = await waitForOutcome(page);
    expect(outcome, 'the story renders and its play function passes').toEqual({
      status: 'rendered',
      storyId: story.id,
    });
    expect(pageErrors, 'no uncaught errors while the story runs').toEqual([]);
    await expectNoAxeViolations(page);
  });
}
