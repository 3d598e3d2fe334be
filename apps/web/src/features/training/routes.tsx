import { TRAINING_UNAVAILABLE_MESSAGE, requireLogin, requireTraining } from '@campus/auth';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { Services } from '../../kit/services';
import { TrainingRouteError } from './TrainingRouteError';

const lazyScreen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Guards (pinned by screens.test.tsx). Everything runs the login check and, for members, the
 * training check.
 * Visitors (no stored token, which the login check lets through) may open lessons, where the
 * server's free-views rule decides; the module lists need an account, so visitors sign on first.
 */
export function trainingGuards({ session, settings }: Services) {
  const localeEnables = () => settings.locale.training.enable;
  const checkTraining = requireTraining(session, localeEnables);
  const members = async (args: LoaderFunctionArgs) => {
    await requireLogin(session)(args);
    if (!session.isLoggedIn()) {
      const url = new URL(args.request.url);
      session.rememberReturnPath(`${url.pathname}${url.search}`);
      throw redirect('/user/signon');
    }
    return checkTraining();
  };
  const lessons = async (args: LoaderFunctionArgs) => {
    await requireLogin(session)(args);
    if (session.isLoggedIn()) return checkTraining();
    if (!localeEnables() || settings.theme.supports.disable_training === true) {
      throw data(TRAINING_UNAVAILABLE_MESSAGE, { status: 403, statusText: 'Forbidden' });
    }
    return null;
  };
  return { members, lessons };
}

/** The training area's routes, mounted inside the shell. */
export function trainingRoutes(services: Services): RouteObject[] {
  const guard = trainingGuards(services);
  const lesson = lazyScreen(() => import('./LessonScreen'));
  return [
    {
      path: 'training',
      errorElement: <TrainingRouteError />,
      children: [
        { index: true, loader: guard.members, lazy: lazyScreen(() => import('./TrainingScreen')) },
        { path: 'article/:id', loader: guard.lessons, lazy: lesson },
        {
          path: 'category/:categoryid',
          loader: guard.members,
          lazy: lazyScreen(() => import('./CategoryScreen')),
        },
        { path: 'category/:categoryid/lesson/:id', loader: guard.lessons, lazy: lesson },
        { path: ':id', loader: guard.members, lazy: lazyScreen(() => import('./ModuleScreen')) },
        { path: ':id/:lessonId', loader: guard.lessons, lazy: lesson },
      ],
    },
  ];
}
