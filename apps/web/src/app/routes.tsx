import { redirect, type RouteObject } from 'react-router-dom';
import { accountsRoutes, profileRoutes } from '../features/accounts/routes';
import { coursesRoutes } from '../features/courses/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { organizationsRoutes } from '../features/organizations/routes';
import { resourcesRoutes } from '../features/resources/routes';
import { searchRoutes } from '../features/search/routes';
import { trainingRoutes } from '../features/training/routes';
import { RouteError } from '../kit/RouteError';
import { ErrorScreen } from '../kit/ErrorScreen';
import { Shell } from '../shell';
import { NotFoundScreen } from './NotFoundScreen';
import { withAreas } from './routeKit';
import type { Services } from '../kit/services';
import type { PatchRoutes } from '../kit/router';

/** The route whose children are the screens: the late routes join them there. */
const SCREENS = 'screens';

/** The addresses of the late routes (`lateRoutes.tsx`). */
const LATE_PATHS = /^\/(certificates|study-plan)(\/|$)/;

/**
 * Route table. Each area contributes its routes (their guards need the session, so they are built
 * from the services) and loads its screens lazily, so the first page only pays for the shell.
 * `late` are the late routes, for a table built all at once (the server's render, the route
 * table's own test); the browser's router discovers them (`discoverLateRoutes`).
 */
export function createRoutes(services: Services, late: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <Shell />,
      // The shell itself failed: the generic page still beats a blank one.
      errorElement: <RouteError />,
      children: [
        {
          id: SCREENS,
          errorElement: <RouteError />,
          children: [
            // Members start on their dashboard; visitors on the course library, which needs no account.
            {
              index: true,
              loader: () =>
                redirect(services.session.isLoggedIn() ? '/dashboard' : '/course-library'),
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
            ...late,
            { path: 'error', element: <ErrorScreen /> },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}

/**
 * The router's lazy route discovery for the late routes: areas added after the first script was
 * full (the member's certificates and study plan) keep their route tables out of it. The router
 * asks before matching each address; one of the late routes' addresses fetches their table, once,
 * and joins it to the screens.
 */
export function discoverLateRoutes(services: Services): PatchRoutes {
  let joined: Promise<void> | undefined;
  return ({ path, patch }) => {
    if (!LATE_PATHS.test(path)) return;
    joined ??= import('./lateRoutes').then(({ lateRoutes }) =>
      patch(SCREENS, lateRoutes(services)),
    );
    // A table that failed to come (offline, a deploy replaced it) is asked for again next time.
    joined.catch(() => (joined = undefined));
    return joined;
  };
}
