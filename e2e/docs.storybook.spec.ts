import { expect, test, type Page } from '@playwright/test';
import { readIndex } from './storybook';

/**
 * What a designer reads in the built Storybook beyond the stories themselves: prop tables generated
 * from the components' sources, and phone stories that really render at phone width.
 */
const entries = readIndex();

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
    await expect(page.locator('table.docblock-argstable')).toBeVisible();
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

test('the Dialog docs page lists all its props and stays usable with the dialog closed', async ({
  page,
}) => {
  await page.goto('/iframe.html?viewMode=docs&id=ui-dialog--docs');
  await expect(page.locator('table.docblock-argstable tbody tr').first()).toBeVisible();
  // Every prop of DialogProps, not just the story's args.
  await expect(page.locator('table.docblock-argstable').first().locator('tbody tr')).toHaveCount(
    13,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open dialog' }).first()).toBeEnabled();
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
