import { useTranslation } from '../i18n';
import { Link, useLocation } from 'react-router-dom';

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

/** Spec 1 §2: the generic error page lists the errors it was handed through navigation state. */
export function ErrorScreen({ errors: given }: { errors?: string[] }) {
  const { t } = useTranslation();
  const fromState = readErrors(useLocation().state);
  const errors = given ?? fromState;
  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
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
      <Link to="/dashboard">{t('error.home')}</Link>
    </section>
  );
}
