import { test } from './fixtures';
import { createMember, signIn } from './kit';
import { learnFromSaved } from './saved';

// A saved module with the server out of reach, in every engine: the browser believes itself online
// (no driver can take WebKit's connection away, and a network that leads nowhere looks the same),
// every request of the page fails, and the worker answers for the saved module (apps/web README,
// "Offline"). The journey's server is its own, behind a door it shuts.

test.use({ serviceWorkerOn: true, behindDoor: true });

test('with the server out of reach, the app opens, a saved module reads, plays and seeks, and its completion reaches the server once it is back', async ({
  driver,
  reach,
}) => {
  const token = await signIn(driver, await createMember());
  await learnFromSaved(driver, token, {
    begin: () => reach!.door.cut(),
    end: () => reach!.door.mend(),
  });
});
