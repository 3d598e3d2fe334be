import { requireLogin } from '@campus/auth';
import type { RouteObject } from 'react-router-dom';
import type { AreaRouteHandle } from '../../kit/areas';
import type { Services } from '../../kit/services';

/** The courses area's routes, mounted inside the shell; each screen is its own chunk. */
export function coursesRoutes({ session }: Services): RouteObject[] {
  const guarded = requireLogin(session);
  return [
    {
      path: 'courses',
      loader: guarded,
      lazy: async () => ({ Component: (await import('./MyCoursesScreen')).default }),
    },
    {
      path: 'courses/run/:slug',
      loader: guarded,
      // It lists the course's resources, whose cards open the resources area's modal.
      handle: { areas: ['resources'] } satisfies AreaRouteHandle,
      lazy: async () => ({ Component: (await import('./SeriesRunScreen')).default }),
    },
    {
      path: 'courses/new/step/1',
      loader: guarded,
      lazy: async () => ({ Component: (await import('./CreateCourseScreen')).default }),
    },
    {
      path: 'course-library',
      lazy: async () => ({ Component: (await import('./CourseLibraryScreen')).default }),
    },
    {
      path: 'guest',
      lazy: async () => ({ Component: (await import('./GuestScreen')).default }),
    },
  ];
}
