import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { selectRestartPrompt } from './selectors';
import { restartRequested } from '../../kit/events';
import { Notice, NoticeButton } from '../../kit/ui';

/** The new-version prompt; Restart reloads the page. */
export function RestartNotice() {
  const visible = useSelector(selectRestartPrompt);
  const dispatch = useDispatch();
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Notice role="alert">
      <span>{t('restart.message')}</span>
      <NoticeButton type="button" onClick={() => dispatch(restartRequested())}>
        {t('restart.action')}
      </NoticeButton>
    </Notice>
  );
}
