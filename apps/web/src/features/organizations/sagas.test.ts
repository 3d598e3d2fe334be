/** @jest-environment node */
import type { Organization } from '@campus/api-client';
import type { AppStore } from '../../app/store';
import { profileSaved } from '../session';
import { campusServices, stopStore, until } from '../../testing/kit';
import { startFakeCampus, type FakeCampus } from '../../testing/fakeCampusServer';
import {
  organizationCreationSubmitted,
  organizationFormOpened,
  organizationSearchMoreRequested,
  organizationSearchRequested,
} from './slice';

let fake: FakeCampus;
let store: AppStore | undefined;

beforeEach(async () => {
  fake = await startFakeCampus();
});
afterEach(async () => {
  stopStore(store);
  await fake.close();
});

test('opening the form loads the selects, a first page of 30 and the member’s own organization', async () => {
  ({ store } = await campusServices(fake));
  store.dispatch(profileSaved({ organizationId: 4 }));
  store.dispatch(organizationFormOpened());
  await until(
    () =>
      store!.getState().organizations.chosen !== null &&
      store!.getState().organizations.options.status === 'ready',
  );
  const state = store.getState().organizations;
  expect(state.chosen?.name).toBe('Grace Church 04');
  expect(state.options.denominations.map((d) => d.name)).toEqual(['Baptist', 'Methodist']);
  await until(() => store!.getState().organizations.search.status === 'ready');
  expect(store.getState().organizations.search).toMatchObject({
    page: 1,
    total: 35,
    totalPages: 2,
  });
  expect(store.getState().organizations.search.items).toHaveLength(30);
  expect(fake.requests).toContain('GET /wp-json/wp/v2/organization?paged=1&per_page=30&search=');
});

test('a picker opened on a known organization keeps it rather than looking up the member’s own', async () => {
  ({ store } = await campusServices(fake));
  store.dispatch(profileSaved({ organizationId: 4 }));
  const known = { id: 7, name: 'Grace Church 07' } as Organization;
  store.dispatch(organizationFormOpened({ chosen: known }));
  await until(
    () =>
      store!.getState().organizations.options.status === 'ready' &&
      store!.getState().organizations.search.status === 'ready',
  );
  expect(store.getState().organizations.chosen).toBe(known);
  expect(
    fake.requests.filter((request) => request.startsWith('GET /wp-json/wp/v2/organization/')),
  ).toEqual([]);
});

test('more results append the next page of the same search; a new search starts again', async () => {
  ({ store } = await campusServices(fake));
  store.dispatch(organizationSearchRequested({ query: 'grace' }));
  await until(() => store!.getState().organizations.search.status === 'ready');
  store.dispatch(organizationSearchMoreRequested());
  await until(() => store!.getState().organizations.search.page === 2);
  expect(store.getState().organizations.search.items).toHaveLength(35);
  store.dispatch(organizationSearchRequested({ query: 'Church 1' }));
  await until(() => store!.getState().organizations.search.status === 'ready');
  expect(store.getState().organizations.search.items.map((o) => o.name)).toEqual(
    Array.from({ length: 10 }, (_, i) => `Grace Church ${10 + i}`),
  );
});

test('a name already used at that place is not created; a unique one becomes the member’s organization', async () => {
  ({ store } = await campusServices(fake));
  const draft = { denomination: 1, type: 2, country: 10, locality: null };
  store.dispatch(organizationCreationSubmitted({ name: 'grace church 02', ...draft }));
  await until(() => store!.getState().organizations.creation.status === 'duplicate');
  expect(store.getState().organizations.creation.matches.map((o) => o.id)).toEqual([2]);
  expect(fake.organizations).toHaveLength(35);
  expect(store.getState().organizations.chosen).toBeNull();

  store.dispatch(organizationCreationSubmitted({ name: ' Hope Chapel ', ...draft }));
  await until(() => store!.getState().organizations.creation.status === 'created');
  expect(store.getState().organizations.chosen?.name).toBe('Hope Chapel');
  expect(store.getState().session.user?.organizationId).toBe(36);
});
