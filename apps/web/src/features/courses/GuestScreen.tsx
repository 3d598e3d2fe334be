import { useTranslation } from '../../i18n';
import { Actions, ButtonLink, Heading, Lead, Page } from '../../kit/ui';

/** /guest: what Campus is, for visitors, with the way in. */
export function GuestScreen() {
  const { t } = useTranslation();
  return (
    <Page aria-labelledby="guest-title">
      <Heading id="guest-title">{t('courses.guest.title')}</Heading>
      <Lead>{t('courses.guest.intro')}</Lead>
      <Actions>
        <ButtonLink to="/course-library">{t('courses.guest.library')}</ButtonLink>
        <ButtonLink to="/user/signon" data-variant="secondary">
          {t('courses.guest.signIn')}
        </ButtonLink>
        <ButtonLink to="/user/signup" data-variant="secondary">
          {t('courses.guest.signUp')}
        </ButtonLink>
      </Actions>
    </Page>
  );
}

export default GuestScreen;
