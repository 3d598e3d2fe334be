import { useTranslation } from '../../i18n';
import { isRouteErrorResponse } from 'react-router-dom';
import { useRouteError } from '../../kit/router';
import { RouteError } from '../../kit/RouteError';

/**
 * The 403 of the training guard has its own text (pinned by screens.test.tsx); anything else is
 * the shell's error page.
 */
export function TrainingRouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section aria-labelledby="training-unavailable">
        <h1 id="training-unavailable">{t('training.title')}</h1>
        <p role="alert">{t('training.unavailable')}</p>
      </section>
    );
  }
  return <RouteError />;
}
