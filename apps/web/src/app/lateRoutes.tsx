import type { RouteObject } from 'react-router-dom';
import { certificatesRoutes } from '../features/certificates/routes';
import { planRoutes } from '../features/plan/routes';
import type { Services } from '../kit/services';
import { withAreas } from './routeKit';

/**
 * The late routes: the areas added once the first script had no room left for their route
 * tables (web README, "Late routes"). The browser's router fetches this table the first time an
 * address needs it (`discoverLateRoutes`); the server's render and the tests build it in.
 */
export function lateRoutes(services: Services): RouteObject[] {
  return [
    ...withAreas(services.areas, ['certificates'], certificatesRoutes(services)),
    ...withAreas(services.areas, ['plan'], planRoutes(services)),
  ];
}
