import type { Services } from '../services';
import { TrainingModules } from './training/modules';
import { ResourceListings } from './resources/listings';
import { ResourceIndex } from './search/resource-index';
import { SearchIndex } from './search/search-index';

/**
 * The shared services with what the areas keep in memory beside the store: built once per server
 * by `buildServer` and decorated on the instance as `services`, never held by a module.
 */
export interface AreaContext extends Services {
  /** Modules and lessons, read once (they change only through seeding). */
  modules: TrainingModules;
  /** The resources as search reads them. */
  resourceIndex: ResourceIndex;
  /** The words of every section and of every caption cue, as search matches them. */
  searchIndex: SearchIndex;
  /** Resources as lists show them, for the current minute. */
  listings: ResourceListings;
}

export function withAreas(services: Services): AreaContext {
  const modules = new TrainingModules(services.db);
  const resourceIndex = new ResourceIndex(services.db);
  return {
    ...services,
    modules,
    resourceIndex,
    searchIndex: new SearchIndex(services.db, modules, resourceIndex),
    listings: new ResourceListings(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AreaContext;
  }
}
