import { useTranslation } from '../i18n';
import { Link } from 'react-router-dom';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>
        {t('notFound.body')} <Link to="/dashboard">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}
