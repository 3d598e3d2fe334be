import type { Playlist } from '@campus/api-client';
import { Dialog } from '@campus/ui';
import { useTranslation } from '../../i18n';
import { Link } from '../../kit/Link';
import { CardList, PlaylistCard } from './cards';

/**
 * The dialog of a completed module, with up to two related modules (pinned by
 * e2e/training-learning-centre.spec.ts). Mounted only while open: its focus moves in on mount and
 * back to the opener when it closes.
 */
export function ModuleCompletedDialog({
  playlist,
  related,
  onClose,
}: {
  playlist: Playlist;
  related: Playlist[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      size="completion"
      title={t('training.moduleCompleted')}
      closeLabel={t('training.close')}
      onClose={onClose}
    >
      <p>{t('training.moduleCompletedBody', { title: playlist.title })}</p>
      {/* Completing every lesson issued the module's certificate (server README, "Certificates"). */}
      <p>
        {t('training.certificateEarned', { title: playlist.title })}{' '}
        <Link to="/certificates">{t('training.seeCertificates')}</Link>
      </p>
      {related.length > 0 && (
        <>
          <h3>{t('training.relatedPlaylists')}</h3>
          <CardList>
            {related.slice(0, 2).map((module) => (
              <li key={module.id}>
                <PlaylistCard playlist={module} headingLevel={4} />
              </li>
            ))}
          </CardList>
        </>
      )}
    </Dialog>
  );
}

export default ModuleCompletedDialog;
