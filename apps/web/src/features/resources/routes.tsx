import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../kit/services';

/** The resources area's routes, mounted inside the shell; the library is open to visitors too. */
export function resourcesRoutes(_services: Services): RouteObject[] {
  return [
    {
      path: 'resources',
      lazy: async () => ({ Component: (await import('./ResourcesScreen')).default }),
    },
  ];
}
