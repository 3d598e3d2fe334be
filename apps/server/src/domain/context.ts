import type { Services } from '../services';
import { LearningModules } from './learning/modules';
import { ResourceListings } from './resources/listings';
import { ResourceIndex } from './search/resource-index';

/**
 * The shared services with what the areas keep in memory beside the store: built once per server
 * by `buildServer` and decorated on the instance as `services`, never held by a module.
 */
export interface AreaContext extends Services {
  /** Modules and lessons, read once (they change only through seeding). */
  modules: LearningModules;
  /** The resources as search reads them. */
  resourceIndex: ResourceIndex;
  /** Resources as lists show them, for the current minute. */
  listings: ResourceListings;
}

export const withAreas = (services: Services): AreaContext => ({
  ...services,
  modules: new LearningModules(services.db),
  resourceIndex: new ResourceIndex(services.db),
  listings: new ResourceListings(),
});

declare module 'fastify' {
  interface FastifyInstance {
    services: AreaContext;
  }
}
