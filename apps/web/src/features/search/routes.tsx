import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../app/services';

/** The search area's routes, mounted inside the shell. */
export function searchRoutes(_services: Services): RouteObject[] {
  return [];
}
