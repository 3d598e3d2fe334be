import { use } from 'react';
import { useTranslation } from '../../i18n';
import { certificatesTexts, type CertificatesText } from '../../i18n/certificates';

/**
 * The certificates' texts in the page's language: already here when the route waited for them
 * (`routes.tsx`), so the first render shows them as the server's did; otherwise it suspends.
 */
export function useCertificatesText(): CertificatesText {
  const { i18n } = useTranslation();
  return certificatesTexts.loaded(i18n.language) ?? use(certificatesTexts.load(i18n.language));
}
