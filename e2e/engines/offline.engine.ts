import { test } from './fixtures';
import { call, createMember, signIn, until } from './kit';
import { learnFromSaved, saveOpenModule } from './saved';

// Saving a module for offline in every engine: the worker takes charge of a member's pages, the
// module is kept on the device, and the saved list says so. Where the browser has not granted
// persistent storage (WebKit has none to ask for), the list says it may clear saved modules, on
// every visit (apps/web README, "Offline").

test.use({ serviceWorkerOn: true });

const MAY_CLEAR = 'may clear saved modules when it runs short of space, or after a week';

/** Run in the page: the saved list links to the module titled `title` and holds `note` or not. */
const savedListed = (title: string, note: string, noteWanted: boolean) => {
  const region = [...document.querySelectorAll('section[aria-labelledby]')].find(
    (element) =>
      document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent ===
      'Saved for offline',
  );
  if (!region) return false;
  const linked = [...region.querySelectorAll('a')].some((a) => a.textContent?.includes(title));
  return linked && (region.textContent?.includes(note) ?? false) === noteWanted;
};

test('a module saved for offline is listed, and where the browser may clear it the list says so', async ({
  driver,
}) => {
  await signIn(driver, await createMember());
  const [module] = await call<Array<{ slug: string; title: string }>>('/wp/v2/playlist');
  await driver.goto(`/training/${module!.slug}`);
  await saveOpenModule(driver);

  // Whether the list warns is the browser's answer: it has granted persistent storage or not.
  const mayClear = await driver.evaluate(
    async () => !navigator.storage?.persisted || !(await navigator.storage.persisted()),
  );
  if (driver.engine === 'webkit') test.expect(mayClear).toBe(true);
  for (const visit of ['after the save', 'on the next visit']) {
    if (visit === 'on the next visit') await driver.goto('/dashboard');
    await driver.goto('/training');
    await until(driver, `the saved list ${visit}`, savedListed, [
      module!.title,
      MAY_CLEAR,
      mayClear,
    ]);
  }
});

test('with no connection, a saved module opens, reads, plays and seeks, and its completion reaches the server once back online', async ({
  driver,
}) => {
  test.skip(!driver.setOffline, `${driver.engine}: its driver cannot take the connection away`);
  const token = await signIn(driver, await createMember());
  await learnFromSaved(driver, token, {
    notice: 'You are offline. The modules saved',
    begin: () => driver.setOffline!(true),
    end: () => driver.setOffline!(false),
  });
});
