import { use } from 'react';
import { useTranslation } from '../../i18n';
import { loadedPlayerTexts, loadPlayerTexts, type PlayerTexts } from '../../i18n/player';

/** The player's texts in the page's language, once they are here (suspends until then). */
function usePageTexts(): PlayerTexts {
  const { i18n } = useTranslation();
  return loadedPlayerTexts(i18n.language) ?? use(loadPlayerTexts(i18n.language));
}

/**
 * The player's texts in the page's language: its own labels and video.js's controls. Lessons and
 * resource previews share them. In a language other than English the first video waits for them
 * (suspends): video.js takes its texts when it starts.
 */
export function usePlayerTexts() {
  const { i18n } = useTranslation();
  const { labels, videojsTranslations } = usePageTexts();
  return { labels, videojsTranslations, language: i18n.language };
}

/** The transcript's words in the page's language, which come with the player's. */
export function useTranscriptTexts() {
  return usePageTexts().transcript;
}
