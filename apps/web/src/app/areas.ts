import type { Saga } from 'redux-saga';

/** Areas whose sagas start the first time one of their routes opens, rather than with the app. */
export type AreaName = 'accounts' | 'courses' | 'dashboard' | 'organizations' | 'training';

export type AreaSagaLoaders = Record<AreaName, () => Promise<Saga>>;

/**
 * Each area's saga is its own chunk: a visitor reading the course library never downloads the
 * Learning Centre's progress queue. (The search and resource sagas start with the app: the shell's
 * search panel and any area's resource cards need them on every page.)
 */
export const areaSagaLoaders: AreaSagaLoaders = {
  accounts: () => import('../features/accounts/sagas').then((area) => area.accountsSaga),
  courses: () => import('../features/courses/sagas').then((area) => area.coursesSaga),
  dashboard: () => import('../features/dashboard/sagas').then((area) => area.dashboardSaga),
  organizations: () => import('../features/organizations/sagas').then((area) => area.organizationsSaga),
  training: () => import('../features/training/sagas').then((area) => area.trainingSaga),
};

type RunSaga = (saga: Saga) => void;

export interface Areas {
  /** Resolves once every named area's saga runs; a route opens only after this. */
  ensure(...names: AreaName[]): Promise<void>;
  /** The store hands over how to run a saga, once. */
  attach(run: RunSaga): void;
}

export function createAreas(loaders: AreaSagaLoaders = areaSagaLoaders): Areas {
  let attach: (run: RunSaga) => void = () => undefined;
  const attached = new Promise<RunSaga>((resolve) => (attach = resolve));
  const started = new Map<AreaName, Promise<void>>();
  const start = (name: AreaName) => {
    let starting = started.get(name);
    if (!starting) {
      starting = Promise.all([loaders[name](), attached]).then(([saga, run]) => run(saga));
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
export function eagerAreas(sagas: Record<AreaName, Saga>): Areas {
  return {
    ensure: () => Promise.resolve(),
    attach: (run) => Object.values(sagas).forEach(run),
  };
}
