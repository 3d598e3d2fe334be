import { Dialog } from '@campus/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectBlockedMessage } from './selectors';
import { blockedRoleDismissed } from './slice';

/** Spec 2 §2: a support_couple or subscriber user met a guarded route and was logged out. */
export function BlockedRoleModal() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const message = useSelector(selectBlockedMessage);
  return (
    <Dialog
      open={message !== null}
      onClose={() => dispatch(blockedRoleDismissed())}
      title={t('session.blockedTitle')}
      closeLabel={t('session.close')}
    >
      <p>{message}</p>
    </Dialog>
  );
}
