import { redirect, type RouteObject } from 'react-router-dom';
import type { Services } from '../../kit/services';

/** `/search?q=`: only when the theme supports search, otherwise the dashboard. */
export function searchRoutes({ settings }: Services): RouteObject[] {
  return [
    {
      path: 'search',
      loader: () => (settings.theme.supports.search === true ? null : redirect('/dashboard')),
      lazy: async () => ({ Component: (await import('./SearchScreen')).default }),
    },
  ];
}
