import { useTranslation } from '../i18n';
import { useLocation } from 'react-router-dom';
import { readOutbox } from './progressOutbox';
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

/** Whether Learning Centre completions wait in this browser's outbox to be sent. */
function hasUnsentProgress(): boolean {
  try {
    return readOutbox(globalThis.localStorage).length > 0;
  } catch {
    // A browser that refuses this site its storage has nothing kept to speak of.
    return false;
  }
}

/**
 * The generic error page lists the errors it was handed through navigation state (pinned by
 * Shell.test.tsx).
 */
export function ErrorScreen({ errors: given }: { errors?: string[] }) {
  const { t } = useTranslation();
  const fromState = readErrors(useLocation().state);
  const errors = given ?? fromState;
  const offline = globalThis.navigator?.onLine === false;
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
      {offline && hasUnsentProgress() && <p role="status">{t('error.progressKept')}</p>}
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
