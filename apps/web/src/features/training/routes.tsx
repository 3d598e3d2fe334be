import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../app/services';

/** The training area's routes, mounted inside the shell. */
export function trainingRoutes(_services: Services): RouteObject[] {
  return [];
}
