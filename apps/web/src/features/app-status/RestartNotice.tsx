import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { focusRingOnColor } from '@campus/ui';
import { styled } from 'styled-components';
import { selectRestartPrompt } from './selectors';
import { restartRequested } from '../../kit/events';

const Notice = styled.div`
  position: fixed;
  inset-block-end: 16px;
  inset-inline: 16px;
  margin-inline: auto;
  max-inline-size: 480px;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 16px;
  border-radius: 8px;
  background: #1b1f24;
  color: #fff;
  box-shadow: 0 6px 24px rgb(0 0 0 / 25%);
  z-index: 1000;
`;

const RestartButton = styled.button`
  margin-inline-start: auto;
  min-block-size: 36px;
  padding-inline: 16px;
  border: 0;
  border-radius: 4px;
  background: #4c9be8;
  color: #0d1117;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRingOnColor}
`;

/** The new-version prompt; Restart reloads the page. */
export function RestartNotice() {
  const visible = useSelector(selectRestartPrompt);
  const dispatch = useDispatch();
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Notice role="alert">
      <span>{t('restart.message')}</span>
      <RestartButton type="button" onClick={() => dispatch(restartRequested())}>
        {t('restart.action')}
      </RestartButton>
    </Notice>
  );
}
