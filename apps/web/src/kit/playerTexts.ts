import type { PlayerLabels } from '@campus/player';
import { useTranslation } from '../i18n';

/**
 * The player's texts in the page's language: its own labels and video.js's controls. Lessons and
 * resource previews share them, so they live once, under `training`.
 */
export function usePlayerTexts() {
  const { t, i18n } = useTranslation();
  return {
    labels: t('training.player', { returnObjects: true }) as unknown as PlayerLabels,
    language: i18n.language,
    videojsTranslations: t('training.videojs', { returnObjects: true }) as unknown as Record<
      string,
      string
    >,
  };
}
