import { use } from 'react';
import { useTranslation } from '../i18n';
import { loadedPlayerTexts, loadPlayerTexts } from '../i18n/player';

/**
 * The player's texts in the page's language: its own labels and video.js's controls. Lessons and
 * resource previews share them. In a language other than English the first video waits for them
 * (suspends): video.js takes its texts when it starts.
 */
export function usePlayerTexts() {
  const { i18n } = useTranslation();
  const texts = loadedPlayerTexts(i18n.language) ?? use(loadPlayerTexts(i18n.language));
  return { ...texts, language: i18n.language };
}
