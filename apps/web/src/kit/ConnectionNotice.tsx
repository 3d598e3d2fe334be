import { useTranslation } from '../i18n';
import { Notice, NoticeButton } from './ui';

/**
 * Over the page that stays on screen when the one asked for cannot open without the connection
 * that is missing (README, "Offline"). Only the screens that hold a link offline show it, so the
 * first script does not carry it.
 */
export function ConnectionNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice role="alert">
      <span>{t('loadFailure.pageNeedsConnection')}</span>
      <NoticeButton type="button" onClick={onClose}>
        {t('loadFailure.close')}
      </NoticeButton>
    </Notice>
  );
}
