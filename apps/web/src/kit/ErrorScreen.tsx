import { useTranslation } from '../i18n';
import { useLocation } from 'react-router-dom';
import { useUnsentWork } from './UnsentWork';
import { ButtonLink, Heading, Page } from './ui';

/** What callers put in navigation state when they send the user to /error. */
export interface ErrorPageState {
  errors: string[];
}

const readErrors = (state: unknown): string[] => {
  const errors = (state as Partial<ErrorPageState> | null)?.errors;
  return Array.isArray(errors)
    ? errors.filter((error): error is string => typeof error === 'string')
    : [];
};

/**
 * The generic error page lists the errors it was handed through navigation state (pinned by
 * Shell.test.tsx).
 */
export function ErrorScreen({ errors: given }: { errors?: string[] }) {
  const { t } = useTranslation();
  const fromState = readErrors(useLocation().state);
  const errors = given ?? fromState;
  const offline = globalThis.navigator?.onLine === false;
  const unsentWork = useUnsentWork();
  return (
    <Page aria-labelledby="error-title">
      <Heading id="error-title">{t('error.title')}</Heading>
      {/* What fails offline is the connection: said first, with the way to what still opens. */}
      {offline && <p role="status">{t('error.offline')}</p>}
      {errors.length > 0 ? (
        <>
          <p>{t('error.intro')}</p>
          <ul>
            {errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('error.none')}</p>
      )}
      {/* Offline, a member leaving a lesson should know the completion is not lost. */}
      {offline && unsentWork() && <p role="status">{t('error.progressKept')}</p>}
      <div>
        {offline ? (
          <ButtonLink to="/training">{t('error.offlineHome')}</ButtonLink>
        ) : (
          <ButtonLink to="/dashboard">{t('error.home')}</ButtonLink>
        )}
      </div>
    </Page>
  );
}
