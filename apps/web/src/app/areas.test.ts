/** @jest-environment node */
import { createSlice } from '@reduxjs/toolkit';
import { createAreas, type AreaLoaders } from './areas';

function loaders(overrides: Partial<AreaLoaders> = {}) {
  const loads: string[] = [];
  const make = (name: string) => () => {
    loads.push(name);
    return Promise.resolve({
      slice: createSlice({ name, initialState: {}, reducers: {} }),
      saga: function* areaSaga() {},
    });
  };
  const all = {
    accounts: make('accounts'),
    certificates: make('certificates'),
    courses: make('courses'),
    dashboard: make('dashboard'),
    offline: make('offline'),
    organizations: make('organizations'),
    plan: make('plan'),
    playback: make('playback'),
    resources: make('resources'),
    search: make('search'),
    training: make('training'),
    ...overrides,
  };
  return { all, loads };
}

test('an area starts once, after the store attaches, however often its routes open', async () => {
  const { all, loads } = loaders();
  const areas = createAreas(all);
  const runs: unknown[] = [];
  const first = areas.ensure('search', 'courses');
  areas.attach((saga) => void runs.push(saga));
  await first;
  await areas.ensure('search');
  expect(loads).toEqual(['search', 'courses']);
  expect(runs).toHaveLength(2);
});

test('a chunk that failed to load is tried again by the next navigation', async () => {
  let attempts = 0;
  const { all } = loaders({
    accounts: () =>
      ++attempts === 1
        ? Promise.reject(new Error('chunk gone'))
        : Promise.resolve({
            slice: createSlice({ name: 'accounts', initialState: {}, reducers: {} }),
            saga: function* again() {},
          }),
  });
  const areas = createAreas(all);
  const runs: unknown[] = [];
  areas.attach((saga) => void runs.push(saga));
  await expect(areas.ensure('accounts')).rejects.toThrow('chunk gone');
  await areas.ensure('accounts');
  expect(attempts).toBe(2);
  expect(runs).toHaveLength(1);
});

test('the areas that play videos bring the kept playback speed with them, once', async () => {
  const { all, loads } = loaders();
  const areas = createAreas(all);
  areas.attach(() => undefined);
  await areas.ensure('training');
  await areas.ensure('resources');
  expect(loads).toEqual(['training', 'playback', 'resources']);
});

test('an area’s chunk and a screen’s are asked for only once the wait before loading is over, one wait each', async () => {
  const { all, loads } = loaders();
  const waits: Array<() => void> = [];
  const areas = createAreas(all, {
    beforeLoading: () => new Promise<void>((resolve) => waits.push(resolve)),
  });
  areas.attach(() => undefined);
  const screens: string[] = [];
  const opened = Promise.all([
    areas.ensure('search', 'courses'),
    areas.load(async () => void screens.push('SearchScreen')),
  ]);
  await Promise.resolve();
  expect(waits).toHaveLength(3);
  expect(loads).toEqual([]);
  expect(screens).toEqual([]);
  for (const wait of waits) wait();
  await opened;
  expect(loads).toEqual(['search', 'courses']);
  expect(screens).toEqual(['SearchScreen']);
});
