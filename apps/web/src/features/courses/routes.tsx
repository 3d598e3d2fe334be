import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../app/services';

/** The courses area's routes, mounted inside the shell. */
export function coursesRoutes(_services: Services): RouteObject[] {
  return [];
}
