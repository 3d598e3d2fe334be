import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n';

/** Long enough that a normal load never shows it, short enough that nobody wonders for long. */
export const SLOW_HINT_AFTER_MS = 4_000;

/**
 * Said inside a loading state once it has lasted a while: a slow connection or a stalled server
 * should not look like a page that will never come (the client gives up and reports after its
 * own timeout).
 */
export function SlowHint() {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_HINT_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return slow ? <p data-slow-hint="">{t('loader.slow')}</p> : null;
}
