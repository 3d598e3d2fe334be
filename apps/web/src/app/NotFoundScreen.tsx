import { useTranslation } from '../i18n';
import { ButtonLink, Heading, Page } from '../kit/ui';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Page aria-labelledby="not-found-title">
      <Heading id="not-found-title">{t('notFound.title')}</Heading>
      <p>{t('notFound.body')}</p>
      <div>
        <ButtonLink to="/dashboard">{t('notFound.home')}</ButtonLink>
      </div>
    </Page>
  );
}
