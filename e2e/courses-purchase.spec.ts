import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createMember, signIn } from './session';

async function freshMember(page: Page) {
  const { email } = await createMember(page);
  await signIn(page, email);
}

test('a paid series is bought with a test card: expiry required, a declined card, then success', async ({
  page,
}) => {
  await freshMember(page);
  await page.goto('/courses/run/leading-teams');
  await expect(page.getByRole('heading', { name: 'Buy Leading Teams' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay $79.00' });
  await expect(pay).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Name on card' }).fill('Journey Member');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await pay.click();
  await expect(page.getByText('Expiry month is required')).toBeVisible();
  await expect(page.getByText('Expiry year is required')).toBeVisible();

  await page.getByRole('combobox', { name: 'Expiry month' }).selectOption('12');
  await page
    .getByRole('combobox', { name: 'Expiry year' })
    .selectOption(String(new Date().getFullYear() + 2));
  await pay.click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByText('Thank you! You can now run Leading Teams.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Series material' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Leading Teams week 1/ }).first()).toBeVisible();

  await page.goto('/course-library');
  await expect(
    page.getByRole('article', { name: 'Leading Teams' }).getByText('You run this series'),
  ).toBeVisible();
});

test('a free series is run: a course is created for an organization found with the search', async ({
  page,
}) => {
  await freshMember(page);
  await page.goto('/courses/run/first-steps');
  await expect(page.getByRole('heading', { name: 'First Steps', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Series material' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Create a course with this series' }).click();

  await expect(page.getByRole('heading', { name: 'Before you create a course' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: /I will lead this course/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 40 seeded, and journeys running beside this one add more: only the paging is certain.
  await expect(page.getByText(/^\d+ organizations found$/)).toBeVisible();
  const listed = page.getByRole('list', { name: 'Organizations' }).getByRole('listitem');
  await expect(listed).toHaveCount(30);
  await page.getByRole('button', { name: 'Show more organizations' }).click();
  await expect.poll(() => listed.count()).toBeGreaterThanOrEqual(40);
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill('Riverside Chapel');
  await page
    .getByRole('search', { name: 'Search organizations' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page.getByText('1 organization found')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Choose' }).click();
  await expect(page.getByText('Chosen organization: Riverside Chapel')).toBeVisible();

  await expect(page.getByRole('combobox', { name: 'Series' })).toHaveValue('first-steps');
  await page.getByRole('textbox', { name: 'Course name' }).fill('First Steps, journey group');
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('heading', { name: 'Your course has been created' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Go to your active courses' }).click();
  await expect(page.getByRole('article', { name: 'First Steps, journey group' })).toBeVisible();
});

test('a course is created with a new organization; a name already taken there is explained', async ({
  page,
}) => {
  await freshMember(page);
  await page.goto('/courses/new/step/1/');
  await page.getByRole('checkbox', { name: /I will lead this course/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Create a new organization' }).click();

  await page
    .getByRole('textbox', { name: 'Organization name' })
    .fill('Springfield Community Church');
  await page.getByRole('combobox', { name: 'Denomination' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Organization type' }).selectOption({ label: 'Church' });
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas' });
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'An organization named "Springfield Community Church" already exists in this place.',
  );
  await expectNoAxeViolations(page);

  const name = `Journey Chapel ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Organization name' }).fill(name);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByText(`Chosen organization: ${name}`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Series' }).selectOption({ label: 'First Steps' });
  await page.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByRole('heading', { name: 'Your course has been created' })).toBeVisible();
});
