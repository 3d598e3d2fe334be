import { Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from '../shell/Shell';
import { RouteError } from '../shell/RouteError';
import { ErrorScreen } from '../shell/ErrorScreen';
import { NotFoundScreen } from './NotFoundScreen';

/** Route table (spec 1 §2). Areas load lazily so the first page only pays for the shell. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('../features/dashboard/DashboardScreen')).default }),
          },
          { path: 'error', element: <ErrorScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
