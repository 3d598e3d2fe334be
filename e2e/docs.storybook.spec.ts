import { expect, test, type Page } from '@playwright/test';

/** What a designer reads in the built Storybook beyond the stories: prop tables from the sources. */
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
