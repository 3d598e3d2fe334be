import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../app/services';

/** The resources area's routes, mounted inside the shell. */
export function resourcesRoutes(_services: Services): RouteObject[] {
  return [];
}
