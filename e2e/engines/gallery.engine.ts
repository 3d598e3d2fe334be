import { writeFile } from 'node:fs/promises';
import type { Driver } from './driver';
import { expect, test } from './fixtures';
import { read, signIn } from './kit';

// The screens a member meets most, in each engine at its window size, in light, dark and right to
// left: each lays out within the window with every button's and link's words whole, and its picture
// is attached to the report for a person to compare across engines (README, "Browsers").

const SCREENS: Array<{ name: string; path: string; member: boolean; shows?: string }> = [
  { name: 'sign-on', path: '/user/signon', member: false },
  { name: 'home', path: '/dashboard', member: true },
  { name: 'Learning Centre', path: '/training', member: true },
  {
    name: 'video lesson',
    path: '/training/module-welcome/listening-in-practice-1',
    member: true,
    // The poster and its play button, named in the page's language.
    shows: '[data-state="not-loaded"] button[aria-label]',
  },
  { name: 'search results', path: '/search?q=listening', member: true },
  { name: 'resources', path: '/resources', member: true },
];

const MODES = [
  { name: 'light, left to right', dark: false, hebrew: false },
  { name: 'dark, left to right', dark: true, hebrew: false },
  { name: 'light, right to left', dark: false, hebrew: true },
] as const;

/** Run in the page once the screen is drawn whole: what runs off the window or is cut short. */
const layout = (shows: string | null) => {
  const heading = document.querySelector('main h1');
  if (
    !heading?.textContent?.trim() ||
    document.getElementById('campus-preloader') ||
    // Loading lists and placeholders (the kit's skeletons) still to be replaced.
    document.querySelector('[aria-busy="true"], [data-shape]') ||
    (shows && !document.querySelector(shows))
  )
    return null;
  const shown = (element: HTMLElement) =>
    // An inline link has no width of its own to cut its words with.
    element.clientWidth > 0 && getComputedStyle(element).visibility !== 'hidden';
  const cut = [...document.querySelectorAll<HTMLElement>('main button, main a, nav button')]
    .filter((element) => shown(element) && element.scrollWidth > element.clientWidth + 1)
    // A control that shortens its own words on purpose says so with an ellipsis in its style.
    .filter((element) => getComputedStyle(element).textOverflow !== 'ellipsis')
    .map(
      (element) =>
        `${element.textContent?.trim()} (${element.clientWidth} of ${element.scrollWidth} px)`,
    );
  return {
    dir: document.documentElement.dir,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    cut,
  };
};

async function prepare(driver: Driver, mode: (typeof MODES)[number]) {
  await driver.goto('/wp-json/wp/v2/appStatus');
  await driver.evaluate(
    (dark, hebrew) => {
      localStorage.setItem('cookies_agreed', '1');
      if (dark) localStorage.setItem('campus_color_mode', 'dark');
      if (hebrew) document.cookie = 'lang=he; path=/';
    },
    mode.dark,
    mode.hebrew,
  );
}

for (const mode of MODES) {
  test(`the main screens in ${mode.name}`, async ({ driver }, testInfo) => {
    await prepare(driver, mode);
    for (const screen of SCREENS) {
      if (screen.member) await signIn(driver, 'member@campus.test');
      await driver.goto(screen.path);
      const found = await read(driver, `the ${screen.name} screen drawn whole`, layout, [
        screen.shows ?? null,
      ]);
      // Kept as a file of the run's output too, where the pictures of every engine lie side by side.
      const picture = testInfo.outputPath(`${screen.name.replace(/\W+/g, '-')}.png`);
      await writeFile(picture, await driver.screenshot());
      await testInfo.attach(`${screen.name}, ${mode.name}`, {
        path: picture,
        contentType: 'image/png',
      });
      expect.soft(found.dir, `${screen.name}: the direction`).toBe(mode.hebrew ? 'rtl' : 'ltr');
      expect
        .soft(found.overflow, `${screen.name}: nothing runs off the side`)
        .toBeLessThanOrEqual(0);
      expect.soft(found.cut, `${screen.name}: no words cut short`).toEqual([]);
    }
  });
}
