import type { AreaModule, AreaName, Areas, StartArea } from '../kit/areas';

export type AreaLoaders = Record<AreaName, () => Promise<AreaModule>>;

/**
 * Each area's slice and saga are chunks of their own, reached through the feature's index: a visitor
 * reading the course library never downloads the Learning Centre's progress queue. Search starts
 * with its page or on the search panel's first opening; resources with the pages that show their
 * cards.
 */
export const areaLoaders: AreaLoaders = {
  accounts: () =>
    import('../features/accounts').then((area) => ({
      slice: area.accountsSlice,
      saga: area.accountsSaga,
    })),
  certificates: () =>
    import('../features/certificates').then((area) => ({
      slice: area.certificatesSlice,
      saga: area.certificatesSaga,
    })),
  courses: () =>
    import('../features/courses').then((area) => ({
      slice: area.coursesSlice,
      saga: area.coursesSaga,
    })),
  offline: () =>
    import('../features/offline').then((area) => ({
      slice: area.offlineSlice,
      saga: area.offlineSaga,
    })),
  organizations: () =>
    import('../features/organizations').then((area) => ({
      slice: area.organizationsSlice,
      saga: area.organizationsSaga,
    })),
  plan: () =>
    import('../features/plan').then((area) => ({
      slice: area.planSlice,
      saga: area.planSaga,
    })),
  playback: () =>
    import('../features/playback').then((area) => ({
      slice: area.playbackSlice,
      saga: area.playbackSaga,
    })),
  resources: () =>
    import('../features/resources').then((area) => ({
      slice: area.resourcesSlice,
      saga: area.resourcesSaga,
    })),
  search: () =>
    import('../features/search').then((area) => ({
      slice: area.searchSlice,
      saga: area.searchSaga,
    })),
  training: () =>
    import('../features/training').then((area) => ({
      slice: area.trainingSlice,
      saga: area.trainingSaga,
    })),
};

/** Areas that start with another: a lesson's player and a resource's both play at the kept speed. */
const companions: Partial<Record<AreaName, AreaName[]>> = {
  resources: ['playback'],
  training: ['playback'],
};

export interface AreasOptions {
  /**
   * Waited for before an area's chunk is asked for. Asking for a chunk and the chunks it needs
   * starts a request for each, 1-3 ms of the page's thread apiece; the browser's start passes the
   * next task here, so each area's requests start in a task of their own rather than all in the one
   * that builds the router (apps/web README, "Lighthouse budgets").
   */
  beforeLoading?: () => Promise<void>;
}

export function createAreas(
  loaders: AreaLoaders = areaLoaders,
  { beforeLoading = () => Promise.resolve() }: AreasOptions = {},
): Areas {
  const afterTheWait = <T>(chunk: () => Promise<T>) => beforeLoading().then(chunk);
  let attach: (start: StartArea) => void = () => undefined;
  const attached = new Promise<StartArea>((resolve) => (attach = resolve));
  const started = new Map<AreaName, Promise<void>>();
  const start = (name: AreaName) => {
    let starting = started.get(name);
    if (!starting) {
      starting = Promise.all([afterTheWait(loaders[name]), attached]).then(([area, startArea]) =>
        startArea(area),
      );
      // A chunk that failed to load (a deploy replaced it) may be tried again by the next navigation.
      starting.catch(() => started.delete(name));
      started.set(name, starting);
    }
    return starting;
  };
  return {
    ensure: (...names) =>
      Promise.all(names.flatMap((name) => [name, ...(companions[name] ?? [])]).map(start)).then(
        () => undefined,
      ),
    attach: (run) => attach(run),
    load: afterTheWait,
  };
}

/** The given areas running from the start, for tests that drive sagas without opening routes. */
export function eagerAreas(areas: Partial<Record<AreaName, AreaModule>>): Areas {
  return {
    ensure: () => Promise.resolve(),
    attach: (startArea) => Object.values(areas).forEach((area) => area && startArea(area)),
    load: (chunk) => chunk(),
  };
}
