import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/** Areas whose state and sagas arrive the first time one of their routes opens, not with the app. */
export type AreaName = 'accounts' | 'courses' | 'dashboard' | 'organizations' | 'training';

export interface AreaModule {
  slice: Slice;
  saga: Saga;
}

export type AreaLoaders = Record<AreaName, () => Promise<AreaModule>>;

const both = (slice: Promise<Slice>, saga: Promise<Saga>) =>
  Promise.all([slice, saga]).then(([loadedSlice, loadedSaga]) => ({ slice: loadedSlice, saga: loadedSaga }));

/**
 * Each area's slice and saga are chunks of their own: a visitor reading the course library never
 * downloads the Learning Centre's progress queue. (Search and resources start with the app: the
 * shell's search panel and any area's resource cards need them on every page.)
 */
export const areaLoaders: AreaLoaders = {
  accounts: () =>
    both(
      import('../features/accounts/slice').then((area) => area.accountsSlice),
      import('../features/accounts/sagas').then((area) => area.accountsSaga),
    ),
  courses: () =>
    both(
      import('../features/courses/slice').then((area) => area.coursesSlice),
      import('../features/courses/sagas').then((area) => area.coursesSaga),
    ),
  dashboard: () =>
    both(
      import('../features/dashboard/slice').then((area) => area.dashboardSlice),
      import('../features/dashboard/sagas').then((area) => area.dashboardSaga),
    ),
  organizations: () =>
    both(
      import('../features/organizations/slice').then((area) => area.organizationsSlice),
      import('../features/organizations/sagas').then((area) => area.organizationsSaga),
    ),
  training: () =>
    both(
      import('../features/training/slice').then((area) => area.trainingSlice),
      import('../features/training/sagas').then((area) => area.trainingSaga),
    ),
};

/** How the store takes an area in: its slice joins the root reducer, then its saga runs. */
type StartArea = (area: AreaModule) => void;

export interface Areas {
  /** Resolves once every named area's state exists and its saga runs; a route opens only after this. */
  ensure(...names: AreaName[]): Promise<void>;
  /** The store hands over how to start an area, once. */
  attach(start: StartArea): void;
}

export function createAreas(loaders: AreaLoaders = areaLoaders): Areas {
  let attach: (start: StartArea) => void = () => undefined;
  const attached = new Promise<StartArea>((resolve) => (attach = resolve));
  const started = new Map<AreaName, Promise<void>>();
  const start = (name: AreaName) => {
    let starting = started.get(name);
    if (!starting) {
      starting = Promise.all([loaders[name](), attached]).then(([area, startArea]) => startArea(area));
      // A chunk that failed to load (a deploy replaced it) may be tried again by the next navigation.
      starting.catch(() => started.delete(name));
      started.set(name, starting);
    }
    return starting;
  };
  return {
    ensure: (...names) => Promise.all(names.map(start)).then(() => undefined),
    attach: (run) => attach(run),
  };
}

/** Every area running from the start, for tests that drive sagas without opening routes. */
export function eagerAreas(areas: Record<AreaName, AreaModule>): Areas {
  return {
    ensure: () => Promise.resolve(),
    attach: (startArea) => Object.values(areas).forEach(startArea),
  };
}
