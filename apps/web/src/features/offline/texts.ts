import { use } from 'react';
import { useTranslation } from '../../i18n';
import { loadOfflineTexts, type OfflineText } from '../../i18n/offline';

/** The offline texts in the page's language (suspends until they are here). */
export function useOfflineText(): OfflineText {
  const { i18n } = useTranslation();
  return use(loadOfflineTexts(i18n.language));
}
