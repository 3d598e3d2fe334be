import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../app/services';

/** The accounts area's routes, mounted inside the shell. */
export function accountsRoutes(_services: Services): RouteObject[] {
  return [];
}
