import { Dialog } from '@campus/ui';
import { useTranslation } from '../../i18n';
import { useDispatch } from 'react-redux';
import { blockedRoleDismissed } from './slice';

export default function BlockedRoleDialog({ message }: { message: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Dialog
      open
      onClose={() => dispatch(blockedRoleDismissed())}
      title={t('session.blockedTitle')}
      closeLabel={t('session.close')}
    >
      <p>{message}</p>
    </Dialog>
  );
}
