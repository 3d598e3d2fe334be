import english, { type CertificatesMessages } from './locales/en/certificates';
import { ownTexts, type OwnText } from './ownTexts';

/** The texts of certificates, a chunk of their own per language (`ownTexts`). */
export const certificatesTexts = ownTexts<CertificatesMessages>('certificates', english, {
  es: () => import('./locales/es/certificates'),
  he: () => import('./locales/he/certificates'),
});

export type CertificatesText = OwnText<CertificatesMessages>;
