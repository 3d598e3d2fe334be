import { requireLogin } from '@campus/auth';
import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../kit/services';

/** The dashboard area's routes, mounted inside the shell; the dashboard is a member's page. */
export function dashboardRoutes({ session }: Services): RouteObject[] {
  return [
    {
      path: 'dashboard',
      loader: requireLogin(session),
      lazy: async () => ({ Component: (await import('./DashboardScreen')).default }),
    },
  ];
}
