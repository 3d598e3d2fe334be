import type { Driver } from './driver';
import { expect, test } from './fixtures';
import { createMember, pressTitled, read, signIn, until } from './kit';

// The resource window in every engine: a video previews and plays in the engine's own player,
// its download options end in a file the server sends, and a resource of a series the member does
// not run offers the series instead.

/** Run in the page: the open dialog's name, `null` while none is open. */
const dialogName = () => {
  const dialog = document.querySelector('[role="dialog"]');
  const title = dialog && document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  return title?.textContent?.trim() ?? null;
};

async function openLibrary(driver: Driver, email: string) {
  await signIn(driver, email);
  await driver.goto('/resources');
  await until(driver, 'the library lists its cards', () =>
    [...document.querySelectorAll('main button')].some((button) =>
      button.textContent?.startsWith('Promo clip'),
    ),
  );
}

test('a video previews in the resource window and its chosen download is a file the server sends', async ({
  driver,
}) => {
  await openLibrary(driver, 'member@campus.test');
  const title = 'Promo clip: Storytelling evening';
  await pressTitled(driver, 'main button', title);
  expect(await read(driver, 'the resource window', dialogName)).toBe(title);
  // The engine plays the format it was offered: the preview has its first frame.
  await until(driver, 'the preview loads its video', () => {
    const video = document.querySelector<HTMLVideoElement>('[role="dialog"] video');
    return (
      !!video && /\/wp-json\/campus\/v1\/media\//.test(video.currentSrc) && video.readyState >= 2
    );
  });

  // The file is saved through an anchor the app presses; the journey takes its address instead
  // of letting the engine's download prompt open.
  await driver.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const anchor = event.target as HTMLAnchorElement;
        if (anchor instanceof HTMLAnchorElement && anchor.hasAttribute('download')) {
          event.preventDefault();
          document.body.dataset.journeyDownload = anchor.href;
        }
      },
      true,
    );
  });
  await pressTitled(driver, '[role="dialog"] button', 'Next');
  await until(
    driver,
    'three download options',
    () => document.querySelectorAll('[role="dialog"] input[type="radio"]').length === 3,
  );
  await pressTitled(driver, '[role="dialog"] label', 'Small');
  await until(driver, 'Download can be pressed', () =>
    [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].some(
      (button) => button.textContent === 'Download' && !button.disabled,
    ),
  );
  await pressTitled(driver, '[role="dialog"] button', 'Download');
  const href = await read(
    driver,
    'the download',
    () => document.body.dataset.journeyDownload ?? null,
  );
  const file = await fetch(href);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toMatch(/^video\//);
});

test('a resource of a series the member does not run offers to run it', async ({ driver }) => {
  await openLibrary(driver, await createMember());
  await pressTitled(driver, 'main button', 'Foundations week 1 Session video: Listening');
  expect(await read(driver, 'the access dialog', dialogName)).toBe(
    'You do not have access to this content',
  );
  await pressTitled(driver, '[role="dialog"] a', 'Run this Series');
  await until(
    driver,
    'the series run opens, the dialog gone',
    () =>
      location.pathname === '/courses/run/foundations' &&
      !document.querySelector('[role="dialog"]'),
  );
});
