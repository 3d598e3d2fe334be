/** @jest-environment node */
import type { Organization } from '@campus/api-client';
import { until, withFaults } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import type { AppStore } from '../../app/store';
import { campusServices, stopStore } from '../../testing/kit';
import {
  organizationCreationSubmitted,
  organizationFormOpened,
  organizationSearchMoreRequested,
  organizationSearchRequested,
} from './slice';

// The demo store holds 40 organizations, "{town} {kind}" in eight towns; the member's own is the
// first, Springfield Community Church, in Texas, United States.
const SEEDED_ORGANIZATIONS = 40;

let campus: Campus;
let store: AppStore | undefined;

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => stopStore(store));
afterAll(() => campus.close());

async function organizationsOn(server: Pick<Campus, 'baseUrl'>): Promise<number> {
  const response = await fetch(`${server.baseUrl}/wp-json/wp/v2/organization?per_page=1`);
  return Number(response.headers.get('x-wp-total'));
}

test('opening the form loads the selects, a first page of 30 and the member’s own organization', async () => {
  const faults = withFaults();
  ({ store } = await campusServices(campus, { faults }));
  expect(store.getState().session.user?.organizationId).toBe(1);
  store.dispatch(organizationFormOpened());
  await until(
    () =>
      store!.getState().organizations.chosen !== null &&
      store!.getState().organizations.options.status === 'ready',
  );
  const state = store.getState().organizations;
  expect(state.chosen).toMatchObject({ id: 1, name: 'Springfield Community Church' });
  expect(state.options.denominations.map((d) => d.name)).toEqual([
    'Anglican',
    'Baptist',
    'Catholic',
    'Lutheran',
    'Methodist',
    'Non-denominational',
    'Pentecostal',
    'Presbyterian',
  ]);
  expect(state.options.types.map((t) => t.name)).toEqual([
    'Church',
    'School',
    'Charity',
    'Community group',
    'Business',
  ]);
  await until(() => store!.getState().organizations.search.status === 'ready');
  expect(store.getState().organizations.search).toMatchObject({
    page: 1,
    total: SEEDED_ORGANIZATIONS,
    totalPages: 2,
  });
  expect(store.getState().organizations.search.items).toHaveLength(30);
  expect(faults.calls).toContain('GET /wp/v2/organization?paged=1&per_page=30&search=');
  expect(faults.calls).toContain('GET /wp/v2/organization/1');
});

test('a picker opened on a known organization keeps it rather than looking up the member’s own', async () => {
  const faults = withFaults();
  ({ store } = await campusServices(campus, { faults }));
  const known = { id: 14, name: 'Fairview Chapel' } as Organization;
  store.dispatch(organizationFormOpened({ chosen: known }));
  await until(
    () =>
      store!.getState().organizations.options.status === 'ready' &&
      store!.getState().organizations.search.status === 'ready',
  );
  expect(store.getState().organizations.chosen).toBe(known);
  expect(faults.calls.filter((call) => call.startsWith('GET /wp/v2/organization/'))).toEqual([]);
});

test('more results append the next page of the same search; a new search starts again', async () => {
  ({ store } = await campusServices(campus));
  // 37 of the names hold an "e": a second page of 7.
  store.dispatch(organizationSearchRequested({ query: 'e' }));
  await until(() => store!.getState().organizations.search.status === 'ready');
  expect(store.getState().organizations.search).toMatchObject({
    page: 1,
    total: 37,
    totalPages: 2,
  });
  store.dispatch(organizationSearchMoreRequested());
  await until(() => store!.getState().organizations.search.page === 2);
  const items = store.getState().organizations.search.items;
  expect(items).toHaveLength(37);
  expect(new Set(items.map((o) => o.id)).size).toBe(37);
  expect(items.every((o) => o.name.toLowerCase().includes('e'))).toBe(true);
  store.dispatch(organizationSearchRequested({ query: 'Salem' }));
  await until(() => store!.getState().organizations.search.items.length === 5);
  expect(store.getState().organizations.search).toMatchObject({ page: 1, total: 5, totalPages: 1 });
  expect(store.getState().organizations.search.items.map((o) => o.name)).toEqual([
    'Salem Academy',
    'Salem Chapel',
    'Salem Community Church',
    'Salem Family Centre',
    'Salem Fellowship',
  ]);
});

test('a name already used at that place is not created; a unique one becomes the member’s organization', async () => {
  // Creating changes the organizations the other tests count.
  const own = await startCampus();
  try {
    ({ store } = await campusServices(own));
    const draft = { denomination: 1, type: 2, country: 1, locality: 11 };
    store.dispatch(
      organizationCreationSubmitted({ name: 'springfield community church', ...draft }),
    );
    await until(() => store!.getState().organizations.creation.status === 'duplicate');
    expect(store.getState().organizations.creation.matches.map((o) => o.id)).toEqual([1]);
    expect(await organizationsOn(own)).toBe(SEEDED_ORGANIZATIONS);
    expect(store.getState().organizations.chosen).toBeNull();

    store.dispatch(organizationCreationSubmitted({ name: ' Hope Chapel ', ...draft }));
    await until(() => store!.getState().organizations.creation.status === 'created');
    expect(store.getState().organizations.chosen).toMatchObject({ id: 41, name: 'Hope Chapel' });
    expect(store.getState().session.user?.organizationId).toBe(41);
    expect(await organizationsOn(own)).toBe(SEEDED_ORGANIZATIONS + 1);
  } finally {
    await own.close();
  }
});
