import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
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
if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run \`pnpm build-storybook\` first.`);
const stories = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story' && !entry.tags?.includes('!test'));

type StoryOutcome = { status: 'rendered' } | { status: 'failed'; event: string; detail: string };

// Storybook assigns its channel to a global while booting; catching the assignment lets the page
// record the story's outcome before any of its events fire.
function recordStoryOutcome() {
  const target = window as unknown as {
    __storyOutcome?: StoryOutcome;
    __STORYBOOK_ADDONS_CHANNEL__?: unknown;
  };
  let channel: unknown;
  Object.defineProperty(target, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on(event: string, listener: (payload: unknown) => void): void }) {
      channel = value;
      const fail = (event: string) => (payload: unknown) => {
        const detail =
          payload && typeof payload === 'object'
            ? String(
                (payload as { message?: string; description?: string }).message ??
                  (payload as { description?: string }).description ??
                  JSON.stringify(payload),
              )
            : String(payload);
        target.__storyOutcome ??= { status: 'failed', event, detail };
      };
      value.on('storyRendered', () => {
        target.__storyOutcome ??= { status: 'rendered' };
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

test.describe.configure({ mode: 'parallel' });

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(recordStoryOutcome);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);

    const outcome = await page
      .waitForFunction(() => (window as unknown as { __storyOutcome?: unknown }).__storyOutcome, null, {
        timeout: 30_000,
      })
      .then((handle) => handle.jsonValue() as Promise<StoryOutcome>);

    expect(outcome, 'the story renders and its play function passes').toEqual({ status: 'rendered' });
    expect(pageErrors, 'no uncaught errors while the story runs').toEqual([]);
    await expectNoAxeViolations(page);
  });
}
