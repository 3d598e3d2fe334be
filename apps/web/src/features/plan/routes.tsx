import { requireLogin } from '@campus/auth';
import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../kit/services';

/** The member's study plan; it opens with its texts, so its first render shows them. */
export function planRoutes(services: Services): RouteObject[] {
  return [
    {
      path: 'study-plan',
      loader: requireLogin(services.session),
      lazy: async () => {
        const [screen] = await Promise.all([
          import('./StudyPlanScreen'),
          import('../../i18n/plan').then(({ planTexts }) =>
            planTexts.load(services.settings.locale.locale),
          ),
        ]);
        return { Component: screen.default };
      },
    },
  ];
}
