import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { readIndex } from './storybook';

/**
 * What a designer reads in the built Storybook beyond the stories themselves: prop tables generated
 * from the components' sources, and phone stories that really render at phone width.
 */
const entries = readIndex();

/** How long a docs page may take to boot the preview and draw, on a host busy with other tests. */
const PAGE_LOAD = { timeout: 30_000 };
/** How long a docs page's story frame may take to boot its own preview. */
const FRAME_LOAD = { timeout: 30_000 };

const propRow = (page: Page, name: string) =>
  page.locator('table.docblock-argstable tbody tr').filter({
    has: page
      .getByRole('cell')
      .first()
      .filter({ hasText: new RegExp(`^${name}\\*?$`) }),
  });

/** [prop, a phrase of its description, its default as the table shows it (strings quoted) or null] */
type PropCheck = [string, string, string | null];

const docsPages: Record<string, PropCheck[]> = {
  'ui-dialog--docs': [
    ['open', 'Whether the dialog is shown.', null],
    ['closeLabel', 'Accessible name of the × button', '"Close"'],
    ['size', '480px default', '"default"'],
    ['footer', 'Footer content when not in confirm mode', null],
    ['onConfirm', 'Turns on confirm mode', null],
    ['closeOnBackdrop', 'Whether a click on the backdrop asks to close.', 'true'],
    [
      'errorLabel',
      'Shown when the confirmation fails.',
      '"Something went wrong. Please try again."',
    ],
  ],
  'ui-stepper--docs': [
    ['steps', 'The steps in order', null],
    ['nextLabel', 'moves to the next step', '"Next"'],
    ['backLabel', 'returns to the previous step', '"Back"'],
    ['nextDisabled', 'Disables Next', 'false'],
    ['defaultActiveStep', 'Starting step when uncontrolled.', '0'],
  ],
};

for (const [id, props] of Object.entries(docsPages)) {
  test(`the ${id} page documents every prop from the source`, async ({ page }) => {
    await page.goto(`/iframe.html?viewMode=docs&id=${id}`);
    await expect(page.locator('table.docblock-argstable')).toBeVisible(PAGE_LOAD);
    for (const [name, description, defaultValue] of props) {
      const row = propRow(page, name);
      await expect(row, `a row for ${name}`).toHaveCount(1);
      await expect(row.getByRole('cell').nth(1), `${name}'s description`).toContainText(
        description,
      );
      if (defaultValue !== null) {
        await expect(row.getByRole('cell').nth(2), `${name}'s default`).toHaveText(defaultValue);
      }
    }
  });
}

test('the Dialog docs page lists all its props and shows its states open, each in its own frame', async ({
  page,
}) => {
  // A preview booted in a frame for each of the dialog's examples: the heaviest page of all.
  test.slow();
  await page.goto('/iframe.html?viewMode=docs&id=ui-dialog--docs');
  await expect(page.locator('table.docblock-argstable tbody tr').first()).toBeVisible(PAGE_LOAD);
  // Every prop of DialogProps, not just the story's args.
  await expect(page.locator('table.docblock-argstable').first().locator('tbody tr')).toHaveCount(
    13,
  );
  // The page itself stays usable: no dialog of its own makes it inert.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('When to use.', { exact: true })).toBeVisible(PAGE_LOAD);
  // The frames load as they come near the window.
  const state = async (story: string) => {
    const frame = page.locator(`#story--ui-dialog--${story} iframe`);
    await frame.scrollIntoViewIfNeeded();
    return frame.contentFrame();
  };
  // Each frame boots a preview of its own, one after another as they come near the window: on two
  // busy cores the later ones take longer than an expectation's usual wait.
  await expect(
    (await state('default')).getByRole('dialog', { name: 'Share resource' }),
  ).toBeVisible(FRAME_LOAD);
  await expect(
    (await state('completion')).getByRole('dialog', { name: 'Module Completed' }),
  ).toBeVisible(FRAME_LOAD);
});

test('the Playlist docs page shows its examples with the demo clip, not an error', async ({
  page,
}) => {
  await page.goto('/iframe.html?viewMode=docs&id=player-playlist--docs');
  await expect(page.getByText('When to use.', { exact: true })).toBeVisible(PAGE_LOAD);
  const example = page.locator('#story--player-playlist--default iframe');
  await example.scrollIntoViewIfNeeded();
  const frame = example.contentFrame();
  await expect(frame.getByRole('list', { name: 'Videos' })).toBeVisible(FRAME_LOAD);
  await expect(frame.locator('video').first()).toBeAttached();
  await expect(frame.getByText('The video could not be loaded.')).toHaveCount(0);
});

/** Each component's guidance, shown as a do and a don't example on its docs page. */
const examples: Record<string, [string, string]> = {
  'ui-dialog': ['do-name-the-action', 'dont-ask-are-you-sure'],
  'ui-stepper': ['do-title-steps-by-their-task', 'dont-number-steps-only'],
  'ui-locationpicker': ['do-let-the-reader-choose', 'dont-guess-from-the-language'],
  'ui-passwordeditor': ['do-show-the-rules-first', 'dont-greet-with-errors'],
  'ui-progresscircle': ['do-name-what-it-measures', 'dont-make-it-a-chart'],
  'player-playlist': ['do-give-each-item-its-length', 'dont-leave-out-the-lengths'],
  'player-transcript': ['do-give-it-the-captions-language', 'dont-leave-the-language-out'],
};

/**
 * An example in a frame of its own boots a whole preview there; on a busy CI host the dialog's took
 * longer than `FRAME_LOAD` (a run failed it at 30 s and passed it on the retry).
 */
const EXAMPLE_FRAME_LOAD = { timeout: 75_000 };

for (const [component, [good, bad]] of Object.entries(examples)) {
  test(`the ${component} docs page shows its guidance as a do and a don't`, async ({ page }) => {
    // A docs page boots a preview in a frame for every example shown in one (the dialog's, the
    // player's): on a busy host the heaviest took past a minute.
    test.slow();
    await page.goto(`/iframe.html?viewMode=docs&id=${component}--docs`);
    await expect(page.getByText('When to use.', { exact: true })).toBeVisible(PAGE_LOAD);
    for (const [story, verdict, label] of [
      [good, 'do', '✓ Do.'],
      [bad, 'dont', "✕ Don't."],
    ] as const) {
      const block = page.locator(`#anchor--${component}--${story}`);
      await block.scrollIntoViewIfNeeded();
      // Inline on the page, or in a frame of its own where the example needs one (a dialog, a player).
      const frame = block.locator('iframe');
      const scope = (await frame.count()) > 0 ? frame.contentFrame() : block;
      const figure = scope.locator(`figure[data-verdict="${verdict}"]`);
      await expect(figure).toBeVisible(EXAMPLE_FRAME_LOAD);
      await expect(figure.locator('figcaption')).toContainText(label);
    }
  });
}

test('the foundations page shows every token from the theme, light and dark', async ({ page }) => {
  await page.goto('/iframe.html?viewMode=docs&id=foundations--docs');
  await expect(page.getByRole('heading', { name: 'Foundations', level: 1 })).toBeVisible(PAGE_LOAD);
  for (const section of ['Colour', 'Type', 'Spacing', 'Radii', 'Elevation', 'Motion']) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  // The values are the theme's own (packages/ui/src/theme/theme.ts): the primary of each mode.
  await expect(page.getByText('#0b5cad', { exact: true })).toBeVisible();
  await expect(page.getByText('#4c9be8', { exact: true })).toBeVisible();
  await expect(page.getByText('0 12px 32px rgb(0 0 0 / 0.3)').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the introduction says what the Storybook holds and how to use the package', async ({
  page,
}) => {
  await page.goto('/iframe.html?viewMode=docs&id=introduction--docs');
  await expect(page.getByRole('heading', { name: 'Campus UI', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Principles', level: 2 })).toBeVisible();
  await expect(page.getByText('npm install @campus/ui')).toBeVisible();
});

const phoneStories = entries.filter(
  (entry) => entry.type === 'story' && entry.name === 'Dark Mobile',
);

test('every Dark Mobile story asks for the 390px phone viewport', async ({ page }) => {
  expect(phoneStories.length).toBeGreaterThan(0);
  await page.goto('/iframe.html');
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
  const widths = await page.evaluate(
    async (ids) => {
      type Preview = {
        storyStoreValue?: unknown;
        loadStory(input: { storyId: string }): Promise<{
          storyGlobals: { viewport?: { value?: string } };
          parameters: { viewport?: { options?: Record<string, { styles: { width: string } }> } };
        }>;
      };
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview })
        .__STORYBOOK_PREVIEW__;
      while (!preview.storyStoreValue) await new Promise((resolve) => setTimeout(resolve, 50));
      const result: Record<string, string | undefined> = {};
      for (const id of ids) {
        const story = await preview.loadStory({ storyId: id });
        const value = story.storyGlobals.viewport?.value;
        result[id] = value ? story.parameters.viewport?.options?.[value]?.styles.width : undefined;
      }
      return result;
    },
    phoneStories.map((story) => story.id),
  );
  expect(widths).toEqual(Object.fromEntries(phoneStories.map((story) => [story.id, '390px'])));
});

test('the Storybook UI renders a phone story in a 390px canvas, not just a toolbar label', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/?path=/story/ui-dialog--dark-mobile');
  const canvas = page.locator('#storybook-preview-iframe');
  // The UI learns a story's globals from the rendered preview, so the frame narrows a moment later.
  const resized = { timeout: 30_000 };
  await expect.poll(async () => (await canvas.boundingBox())?.width, resized).toBe(390);
  await expect
    .poll(
      () =>
        page
          .frameLocator('#storybook-preview-iframe')
          .locator('body')
          .evaluate(() => window.innerWidth),
      resized,
    )
    .toBe(390);
  await expect(page.frameLocator('#storybook-preview-iframe').getByRole('dialog')).toBeVisible();
});
