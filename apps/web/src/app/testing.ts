import { createApiClient } from '@campus/api-client';
import { createSession } from '@campus/auth';
import { memoryCookies, memoryStorage } from '@campus/auth/testing';
import { accountsSaga, accountsSlice } from '../features/accounts';
import { certificatesSaga, certificatesSlice } from '../features/certificates';
import { coursesSaga, coursesSlice } from '../features/courses';
import { offlineSaga, offlineSlice } from '../features/offline';
import { organizationsSaga, organizationsSlice } from '../features/organizations';
import { planSaga, planSlice } from '../features/plan';
import { playbackSaga, playbackSlice } from '../features/playback';
import { resourcesSaga, resourcesSlice } from '../features/resources';
import { searchSaga, searchSlice } from '../features/search';
import { trainingSaga, trainingSlice } from '../features/training';
import { hasUnsentProgress } from '../features/training/start';
import { eagerAreas } from './areas';
import { noServiceWorker } from '../kit/serviceWorker';
import { defaultTiming, type AnalyticsGlobals, type Services } from '../kit/services';
import { readHostSettings } from '../kit/settings';

/**
 * Real services for tests: an in-memory storage, recorded navigations, a local API address, and a
 * real session over in-memory storage and cookies talking to that address.
 */
export function testServices(overrides: Partial<Services> & { hostSettings?: unknown } = {}) {
  const stored = new Map<string, string>();
  const navigations: string[] = [];
  const assigned: string[] = [];
  const scripts: string[] = [];
  const globals: AnalyticsGlobals = {};
  const { hostSettings, ...rest } = overrides;
  const api = overrides.api ?? createApiClient({ baseUrl: 'http://127.0.0.1:9' });
  const session =
    overrides.session ??
    createSession({
      client: api,
      storage: memoryStorage(),
      cookies: memoryCookies(),
      events: null,
    });
  const services: Services = {
    api,
    apiKeeping: () => api,
    session,
    settings: readHostSettings(hostSettings ?? {}),
    areas: eagerAreas({
      accounts: { slice: accountsSlice, saga: accountsSaga },
      certificates: { slice: certificatesSlice, saga: certificatesSaga },
      courses: { slice: coursesSlice, saga: coursesSaga },
      offline: { slice: offlineSlice, saga: offlineSaga },
      organizations: { slice: organizationsSlice, saga: organizationsSaga },
      plan: { slice: planSlice, saga: planSaga },
      playback: { slice: playbackSlice, saga: playbackSaga },
      resources: { slice: resourcesSlice, saga: resourcesSaga },
      search: { slice: searchSlice, saga: searchSaga },
      training: { slice: trainingSlice, saga: trainingSaga },
    }),
    unsentWork: () => hasUnsentProgress(services.storage),
    timing: { ...defaultTiming, statusFirstPollMs: 60_000, statusPollMs: 60_000 },
    browser: {
      reload: () => undefined,
      assign: (url) => void assigned.push(url),
      href: () => 'http://localhost/dashboard',
    },
    navigate: (to) => void navigations.push(to),
    recheckGuards: () => undefined,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    serviceWorker: noServiceWorker,
    analytics: { globals, loadScript: (src) => void scripts.push(src) },
    ...rest,
  };
  return { services, stored, navigations, assigned, scripts, globals };
}
