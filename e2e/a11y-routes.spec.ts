import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import english from '../apps/web/src/i18n/locales/en';
import hebrew from '../apps/web/src/i18n/locales/he';
import { openMore } from './menu';
import { networkQuiet, watchRequests } from './network';
import { signIn } from './session';

// Every route as a member and a visitor meet it, in light, dark and Hebrew, on a desktop and on a
// phone: named in the tab after its own heading, and clean under axe's WCAG 2.2 A/AA rules.

const MEMBER_PAGES: Array<[string, string | RegExp]> = [
  ['/dashboard', 'Dashboard'],
  ['/courses', 'Active Courses'],
  ['/course-library', 'Course Library'],
  ['/search?q=video', /video/],
  ['/resources', 'Resources'],
  ['/training', 'Learning Centre'],
  ['/training/module-welcome', 'First steps with Campus'],
  ['/training/module-welcome/welcome-basics-1', /Welcome/],
  ['/user/profile', 'Profile'],
  ['/courses/new/step/1', /Course/],
  ['/courses/run/foundations', 'Foundations'],
  ['/training/category/leadership', 'Leadership'],
  ['/certificates', 'Your certificates'],
  ['/study-plan', 'Study plan'],
  ['/no-such-page', 'Page not found'],
];
const VISITOR_PAGES = ['/user/signon', '/user/signup', '/user/recover-password', '/guest'];

const VARIANTS = [
  { name: 'light', scheme: 'light', lang: 'en' },
  { name: 'dark', scheme: 'dark', lang: 'en' },
  { name: 'Hebrew', scheme: 'light', lang: 'he' },
] as const;

async function heading(page: Page) {
  const main = page.getByRole('main');
  const first = main.getByRole('heading', { level: 1 }).first();
  try {
    await expect(first).toBeVisible({ timeout: 15_000 });
  } catch (error) {
    // What the page showed instead, printed with the failure: a run keeps its output, not its traces.
    const shown = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch(() => '');
    throw new Error(`${page.url()} shows no level-1 heading in its main landmark:\n${shown}`, {
      cause: error,
    });
  }
  // Screens show a placeholder heading while their data loads; wait for the page to settle.
  await networkQuiet(page);
  return (await first.innerText()).replace(/\s+/g, ' ').trim();
}

test.beforeEach(({ page }) => watchRequests(page));

for (const variant of VARIANTS) {
  test.describe(`${variant.name}`, () => {
    test.use({ colorScheme: variant.scheme });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: variant.lang, url: baseURL! }]);
    });

    test(`every member page is named after its heading and passes axe (${variant.name})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, 'member@campus.test');
      for (const [path, english] of MEMBER_PAGES) {
        await page.goto(path);
        // A screen's placeholder heading (a category's address) may still give way to its name
        // after the network is quiet: the name is drawn once its answer has been read.
        if (variant.lang === 'en') {
          await expect
            .poll(() => heading(page), { message: path, timeout: 10_000 })
            .toMatch(english);
        } else {
          await heading(page);
        }
        await expect(async () => {
          expect(await page.title(), path).toBe(`${await heading(page)} · Campus`);
        }).toPass({ timeout: 10_000 });
        await expect(page.locator('html'), path).toHaveAttribute(
          'dir',
          variant.lang === 'he' ? 'rtl' : 'ltr',
        );
        await expectNoAxeViolations(page);
      }
    });

    test(`every visitor page is named after its heading and passes axe (${variant.name})`, async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
      for (const path of VISITOR_PAGES) {
        await page.goto(path);
        const text = await heading(page);
        await expect(page, path).toHaveTitle(`${text} · Campus`);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test('moving inside the app puts focus on the new page heading and announces it', async ({
  page,
}) => {
  await signIn(page, 'member@campus.test');
  await page.goto('/dashboard');
  await heading(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const menu = await openMore(page);
  await menu.getByRole('link', { name: 'Learning Centre' }).click();
  const arrived = page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: 'Learning Centre' });
  await expect(arrived).toBeFocused();
  await expect(page).toHaveTitle('Learning Centre · Campus');
  await expect(page.locator('[aria-live="polite"][data-page-arrival]')).toHaveText(
    'Learning Centre',
  );
});

test('server text keeps its own direction in a Hebrew page', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'he', url: baseURL! }]);
  await page.goto('/course-library');
  const excerpt = page.getByText('Practical leadership for volunteer teams.');
  await expect(excerpt).toBeVisible();
  // The full stop ends the English sentence on the right of its last word, not ".teams".
  const [word, stop] = await excerpt.evaluate((element) => {
    const text =
      element.firstChild?.nodeType === Node.TEXT_NODE
        ? element.firstChild
        : (element.querySelector('bdi')?.firstChild ?? element.firstChild!);
    const rectOf = (offset: number) => {
      const range = document.createRange();
      range.setStart(text!, offset);
      range.setEnd(text!, offset + 1);
      return range.getBoundingClientRect().left;
    };
    const length = text!.textContent!.length;
    return [rectOf(length - 2), rectOf(length - 1)];
  });
  expect(stop).toBeGreaterThan(word);
});

test('in Hebrew, every piece of server text on every page keeps its own direction', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'lang', value: 'he', url: baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('cookies_agreed', '1'));
  // The demo content is English and the Hebrew messages have no Latin words but the product's
  // name: Latin text outside an element with a direction of its own is server text that a
  // right-to-left line would reorder (".Everything you need to run a series").
  const unisolated = async (path: string) => {
    await page.goto(path);
    await heading(page);
    return page.evaluate(() => {
      // Options are the browser's to draw (they hold no markup; `@campus/ui`'s README, "Server text
      // in a right-to-left page").
      const own =
        'bdi, [dir="auto"], [dir="ltr"], option, script, style, [hidden], [aria-hidden="true"]';
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A value set into a message comes between a first-strong isolate and its closing mark.
        const text = (node.textContent ?? '').replace(/\u2068[^\u2069]*\u2069|Campus/g, '');
        if (/[A-Za-z]{2}/.test(text) && !node.parentElement?.closest(own)) {
          found.push(`${node.parentElement?.tagName.toLowerCase()}: ${text.trim().slice(0, 60)}`);
        }
      }
      return found;
    });
  };
  const found: Record<string, string[]> = {};
  for (const path of VISITOR_PAGES) found[path] = await unisolated(path);
  await signIn(page, 'member@campus.test');
  for (const [path] of MEMBER_PAGES) found[path] = await unisolated(path);
  expect(Object.entries(found).filter(([, texts]) => texts.length > 0)).toEqual([]);
});

/** Every English message text, as literal runs of 4+ letters, that Hebrew says differently. */
function englishOnlyPhrases(): string[] {
  const phrases = new Set<string>();
  const walk = (en: unknown, he: unknown) => {
    if (typeof en === 'string') {
      if (en === he) return;
      for (const part of en.split(/\{\{[^}]+\}\}/)) {
        const phrase = part.trim().replace(/^[^A-Za-z]+|[^A-Za-z.…!?]+$/g, '');
        if (/[A-Za-z]{4,}/.test(phrase) && phrase.includes(' ')) phrases.add(phrase);
      }
      return;
    }
    if (en && typeof en === 'object') {
      for (const [key, value] of Object.entries(en))
        walk(value, (he as Record<string, unknown>)?.[key]);
    }
  };
  walk(english, hebrew);
  return [...phrases];
}

test('a Hebrew page shows no English interface text', async ({ page, context, baseURL }) => {
  test.skip(test.info().project.name !== 'desktop', 'the words do not depend on the screen size');
  test.setTimeout(120_000);
  const phrases = englishOnlyPhrases();
  expect(phrases.length).toBeGreaterThan(100);
  await context.addCookies([{ name: 'lang', value: 'he', url: baseURL! }]);
  const visit = async (path: string) => {
    await page.goto(path);
    await heading(page);
    // Text and the names assistive technology reads out.
    const shown = await page.evaluate(() => {
      // Server text (titles, names, labels) is isolated in bdi or dir="auto" and may be English.
      const server = 'bdi, [dir="auto"], script, style';
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest(server)) texts.push(node.textContent ?? '');
      }
      const names = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
        .filter((element) => !element.closest(server))
        .map((element) =>
          ['aria-label', 'placeholder', 'title', 'alt']
            .map((name) => element.getAttribute(name) ?? '')
            .join(' '),
        );
      return [...texts, ...names, document.title].join('\n');
    });
    expect(
      phrases.filter((phrase) => shown.includes(phrase)),
      path,
    ).toEqual([]);
  };
  for (const path of VISITOR_PAGES) await visit(path);
  await signIn(page, 'member@campus.test');
  for (const [path] of MEMBER_PAGES) await visit(path);
});
