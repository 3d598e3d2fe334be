import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../app/services';

/** The organizations area's routes, mounted inside the shell. */
export function organizationsRoutes(_services: Services): RouteObject[] {
  return [];
}
