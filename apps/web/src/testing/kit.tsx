import { createApiClient } from '@campus/api-client';
import { createSession, type Session } from '@campus/auth';
import { memoryCookies, memoryStorage } from '@campus/auth/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { createRoutes } from '../app/routes';
import { createAppStore, type AppStore } from '../app/store';
import { testServices } from '../app/testing';
import { createI18n } from '../i18n';
import { MEMBER, type FakeCampus } from './fakeCampusServer';

/**
 * Real services over a fake campus back end: the client, a real session (optionally signed in
 * through the real login call) and the app's store with every saga running.
 */
export async function campusServices(fake: FakeCampus, options: { signedIn?: boolean; hostSettings?: unknown } = {}) {
  const holder: { session?: Session } = {};
  const api = createApiClient({ baseUrl: fake.baseUrl, getToken: () => holder.session?.getToken() ?? null, retry: { retries: 0, baseDelayMs: 1 } });
  const session = createSession({ client: api, storage: memoryStorage(), cookies: memoryCookies(), events: null });
  holder.session = session;
  const kit = testServices({ api, session, hostSettings: options.hostSettings });
  const store = createAppStore(kit.services);
  if (options.signedIn !== false) await session.login({ user_email: MEMBER.email, password: 'Campus!2026' });
  return { ...kit, store };
}

/** The whole app (shell, routes, i18n) at `path`, against the fake back end. */
export async function renderCampus(fake: FakeCampus, path: string, options: { signedIn?: boolean; hostSettings?: unknown } = {}) {
  const kit = await campusServices(fake, options);
  const router = createMemoryRouter(createRoutes(kit.services), { initialEntries: [path] });
  kit.services.navigate = (to, navigateOptions) => void router.navigate(to, navigateOptions);
  const i18n = await createI18n('en');
  render(<App store={kit.store} router={router} i18n={i18n} />);
  await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
  return { ...kit, router };
}

/** Waits until `check` holds (sagas answer asynchronously). */
export async function until(check: () => boolean, ms = 3000) {
  for (let waited = 0; waited < ms && !check(); waited += 10) await new Promise((r) => setTimeout(r, 10));
  return check();
}

export const stopStore = (store: AppStore | undefined) => store?.rootTask.cancel();
