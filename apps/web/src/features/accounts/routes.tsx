import { requireLogin, visitorsOnly } from '@campus/auth';
import { replace, type RouteObject } from 'react-router-dom';
import type { Services } from '../../kit/services';

/** Shown for no time at all: the index's loader always redirects to sign-on. */
function Redirecting() {
  return null;
}

/** The member's profile; its organization search starts when the member asks for it. */
export function profileRoutes({ session }: Services): RouteObject[] {
  return [
    {
      path: 'user/profile',
      loader: requireLogin(session),
      lazy: async () => ({ Component: (await import('./ProfileScreen')).default }),
    },
  ];
}

/** The sign-on area's routes, mounted inside the shell. */
export function accountsRoutes({ session }: Services): RouteObject[] {
  return [
    {
      path: 'user',
      lazy: async () => ({ Component: (await import('./UserLayout')).default }),
      children: [
        // Replacing, so Back from sign-on does not land on /user and bounce straight back.
        { index: true, loader: () => replace('/user/signon'), Component: Redirecting },
        {
          path: 'signon',
          loader: visitorsOnly(session),
          lazy: async () => ({ Component: (await import('./SignonScreen')).default }),
        },
        {
          path: 'signup',
          loader: visitorsOnly(session),
          lazy: async () => ({ Component: (await import('./SignupScreen')).default }),
        },
        {
          path: 'verify/:code',
          lazy: async () => ({ Component: (await import('./VerifyScreen')).default }),
        },
        {
          path: 'recover-password',
          lazy: async () => ({ Component: (await import('./RecoverScreen')).default }),
        },
      ],
    },
  ];
}
