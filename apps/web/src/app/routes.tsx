import { redirect, type RouteObject } from 'react-router-dom';
import { accountsRoutes, profileRoutes } from '../features/accounts/routes';
import { certificatesRoutes } from '../features/certificates/routes';
import { coursesRoutes } from '../features/courses/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { organizationsRoutes } from '../features/organizations/routes';
import { planRoutes } from '../features/plan/routes';
import { resourcesRoutes } from '../features/resources/routes';
import { searchRoutes } from '../features/search/routes';
import { trainingRoutes } from '../features/training/routes';
import { RouteError } from '../kit/RouteError';
import { ErrorScreen } from '../kit/ErrorScreen';
import { Shell } from '../shell';
import { NotFoundScreen } from './NotFoundScreen';
import type { AreaName, AreaRouteHandle, Areas } from '../kit/areas';
import type { Services } from '../kit/services';

/**
 * Makes each of `routes` (and their children) wait for the named areas' sagas, and those its
 * handle names, before opening, so a screen's first dispatch always finds its saga running.
 */
function withAreas(areas: Areas, areaNames: AreaName[], routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const names = [...areaNames, ...((route.handle as AreaRouteHandle | undefined)?.areas ?? [])];
    const ready = () => areas.ensure(...names);
    const children = route.children ? { children: withAreas(areas, names, route.children) } : {};
    const { lazy } = route;
    if (typeof lazy === 'function') {
      return {
        ...route,
        ...children,
        lazy: async () => (await Promise.all([areas.load(lazy), ready()]))[0],
      } as RouteObject;
    }
    if (lazy) {
      const wrapped = Object.fromEntries(
        Object.entries(lazy).map(([key, load]) => [
          key,
          async () => (await Promise.all([areas.load(load as () => Promise<unknown>), ready()]))[0],
        ]),
      );
      return { ...route, ...children, lazy: wrapped } as RouteObject;
    }
    // A grouping route (children, nothing of its own to show) leaves the waiting to its children:
    // a failed lazy on it would hide its own error boundary, leaving the content area blank.
    if (route.children && !route.element && !route.Component)
      return { ...route, ...children } as RouteObject;
    return { ...route, ...children, lazy: async () => (await ready(), {}) } as RouteObject;
  });
}

/** Nothing of its own: the host page's static preloader covers the start until the shell removes it. */
function StartupFallback() {
  return null;
}

/**
 * Gives every route the start-up fallback: the router renders the fallback of whichever route is
 * still loading on the first render, and warns in the console where it finds none.
 */
function withStartupFallback(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        HydrateFallback: StartupFallback,
        ...(route.children && { children: withStartupFallback(route.children) }),
      }) as RouteObject,
  );
}

/**
 * Route table. Each area contributes its routes (their guards need the session, so they are built
 * from the services) and loads its screens lazily, so the first page only pays for the shell.
 */
export function createRoutes(services: Services): RouteObject[] {
  return withStartupFallback([
    {
      element: <Shell />,
      // The shell itself failed: the generic page still beats the router's developer page.
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // Members start on their dashboard; visitors on the course library, which needs no account.
            {
              index: true,
              loader: () =>
                redirect(services.session.isLoggedIn() ? '/dashboard' : '/course-library'),
              Component: StartupFallback,
            },
            ...withAreas(
              services.areas,
              ['courses', 'resources', 'training'],
              dashboardRoutes(services),
            ),
            // Sign-on, sign-up and recovery need no organizations: the profile's picker does.
            ...withAreas(services.areas, ['accounts'], accountsRoutes(services)),
            ...withAreas(services.areas, ['accounts'], profileRoutes(services)),
            ...withAreas(services.areas, ['courses', 'organizations'], coursesRoutes(services)),
            ...withAreas(services.areas, ['organizations'], organizationsRoutes(services)),
            ...withAreas(services.areas, ['resources'], resourcesRoutes(services)),
            ...withAreas(services.areas, ['search', 'resources'], searchRoutes(services)),
            ...withAreas(services.areas, ['training'], trainingRoutes(services)),
            ...withAreas(services.areas, ['certificates'], certificatesRoutes(services)),
            ...withAreas(services.areas, ['plan'], planRoutes(services)),
            { path: 'error', element: <ErrorScreen /> },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ]);
}
