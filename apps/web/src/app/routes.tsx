import { redirect, type RouteObject } from 'react-router-dom';
import { accountsRoutes } from '../features/accounts/routes';
import { coursesRoutes } from '../features/courses/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { organizationsRoutes } from '../features/organizations/routes';
import { resourcesRoutes } from '../features/resources/routes';
import { searchRoutes } from '../features/search/routes';
import { trainingRoutes } from '../features/training/routes';
import { Shell } from '../shell/Shell';
import { RouteError } from '../shell/RouteError';
import { ErrorScreen } from '../shell/ErrorScreen';
import { NotFoundScreen } from './NotFoundScreen';
import type { Services } from './services';

/**
 * Route table (spec 1 §2). Each area contributes its routes (their guards need the session, so they
 * are built from the services) and loads its screens lazily, so the first page only pays for the shell.
 */
export function createRoutes(services: Services): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // Members start on their dashboard; visitors on the course library, which needs no account.
            { index: true, loader: () => redirect(services.session.isLoggedIn() ? '/dashboard' : '/course-library') },
            ...dashboardRoutes(services),
            ...accountsRoutes(services),
            ...coursesRoutes(services),
            ...organizationsRoutes(services),
            ...resourcesRoutes(services),
            ...searchRoutes(services),
            ...trainingRoutes(services),
            { path: 'error', element: <ErrorScreen /> },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
