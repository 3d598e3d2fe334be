import { createApiClient, type ApiClientOptions } from '@campus/api-client';
import type { FaultyFetch } from '@campus/api-client/testing';
import { createSession, type Session } from '@campus/auth';
import { memoryCookies, memoryStorage } from '@campus/auth/testing';
import { DEMO_PASSWORD, type Campus } from '@campus/server/testing';
import { render, screen } from '@testing-library/react';
import type { InitialEntry } from 'react-router-dom';
import { createMemoryAppRouter } from '../kit/router';
import { App } from '../app/App';
import { createRoutes, discoverLateRoutes } from '../app/routes';
import { createAppStore, type AppStore } from '../app/store';
import { testServices } from '../app/testing';
import { createI18n } from '../i18n';

/** The demo member: runs Foundations and Growing Together, has two courses of her own. */
export const MEMBER_EMAIL = 'member@campus.test';

export interface CampusKitOptions {
  /** Sign in through the real login call first. @default true */
  signedIn?: boolean;
  /** Who signs in. @default MEMBER_EMAIL */
  email?: string;
  hostSettings?: unknown;
  /** Faults injected around the server (`withFaults()` from `@campus/api-client/testing`). */
  faults?: FaultyFetch;
  /**
   * The client's retries. @default none, so that a failure reaches the screen at once; the
   * client's own default where a test is about how long a member waits.
   */
  retry?: ApiClientOptions['retry'];
  /**
   * What the session keeps in the browser; pass an earlier kit's `browserStorage` to start again
   * as a reloaded page would. @default empty storage and cookies
   */
  browserStorage?: BrowserStorage;
}

interface BrowserStorage {
  storage: ReturnType<typeof memoryStorage>;
  cookies: ReturnType<typeof memoryCookies>;
}

/**
 * Real services over a real campus server (`startCampus()`): the client, a real session signed in
 * through the real login call, and the app's store with every saga running.
 */
export async function campusServices(
  campus: Pick<Campus, 'baseUrl'>,
  options: CampusKitOptions = {},
) {
  const holder: { session?: Session } = {};
  const api = createApiClient({
    baseUrl: campus.baseUrl,
    ...(options.faults && { fetch: options.faults.fetch }),
    getToken: () => holder.session?.getToken() ?? null,
    retry: options.retry ?? { retries: 0, baseDelayMs: 1 },
  });
  const browserStorage = options.browserStorage ?? {
    storage: memoryStorage(),
    cookies: memoryCookies(),
  };
  const session = createSession({ client: api, ...browserStorage, events: null });
  holder.session = session;
  const kit = testServices({ api, session, hostSettings: options.hostSettings });
  const store = createAppStore(kit.services);
  if (options.signedIn !== false) {
    await session.login({ user_email: options.email ?? MEMBER_EMAIL, password: DEMO_PASSWORD });
  }
  return { ...kit, store, browserStorage };
}

/** The whole app (shell, routes, i18n) at `path`, against a real campus server. */
export async function renderCampus(
  campus: Pick<Campus, 'baseUrl'>,
  path: InitialEntry,
  options: CampusKitOptions = {},
) {
  const kit = await campusServices(campus, options);
  const router = createMemoryAppRouter(createRoutes(kit.services), {
    initialEntries: [path],
    patchRoutes: discoverLateRoutes(kit.services),
  });
  kit.services.navigate = (to, navigateOptions) => void router.navigate(to, navigateOptions);
  const i18n = await createI18n('en');
  render(<App store={kit.store} router={router} i18n={i18n} />);
  // The first render waits for the lazily loaded screen, which a cold test run compiles first.
  await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
  return { ...kit, router };
}

export const stopStore = (store: AppStore | undefined) => store?.rootTask.cancel();
