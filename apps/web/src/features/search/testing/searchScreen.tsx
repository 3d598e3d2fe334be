import { withFaults } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { configure, within } from '@testing-library/react';
import type { AppStore } from '../../../app/store';
import { renderCampus, stopStore, type CampusKitOptions } from '../../../testing/kit';

/** A host whose theme has search on, in English. */
export const searchHost = { theme: { supports: { search: true } }, locale: { locale: 'en' } };

type Entry = string | { pathname: string; search?: string; state?: unknown };

/**
 * The search screen's test files, each on a real server of its own, searched by a visitor: the
 * seeded catalogue ("ing" finds 24 series resources, 14 promo resources and 23 learning posts;
 * "week" finds the 36 series resources only). Every store is stopped after its test, and every
 * call of the last render goes through `on.faults`, to count or to fail.
 */
export function searchScreenOnCampus() {
  // Two shared cores: a real HTTP round trip plus a render can pass the default 1 s wait.
  configure({ asyncUtilTimeout: 5000 });
  const on = { campus: undefined as unknown as Campus, faults: withFaults() };
  const stores: AppStore[] = [];
  beforeAll(async () => {
    on.campus = await startCampus();
  });
  afterEach(() => {
    for (const store of stores.splice(0)) stopStore(store);
  });
  afterAll(() => on.campus.close());

  /** The whole app at `entry`; `options.faults` stands in for fresh faults of its own. */
  async function renderApp(
    entry: Entry,
    hostSettings: unknown = searchHost,
    options: Pick<CampusKitOptions, 'faults' | 'retry'> = {},
  ) {
    on.faults = withFaults();
    const kit = await renderCampus(on.campus, entry, {
      signedIn: false,
      hostSettings,
      faults: on.faults,
      ...options,
    });
    stores.push(kit.store);
    return kit;
  }

  return {
    on,
    renderApp,
    /** A store made by the test itself, stopped after it as the rendered ones are. */
    keep: (store: AppStore) => stores.push(store),
    searches: () => on.faults.calls.filter((call) => call.startsWith('GET /wp/v2/search?')),
    results: (container: HTMLElement) => within(container).getAllByRole('listitem'),
  };
}
