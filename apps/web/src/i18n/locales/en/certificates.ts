/**
 * English strings of certificates (web README, "Certificates"): a chunk of their own per language,
 * loaded with the certificates' screens (`i18n/certificates.ts`), not with every page's messages.
 */
const certificates = {
  listTitle: 'Your certificates',
  listIntro:
    'A module’s certificate is issued when you complete every one of its lessons. Anyone with its link can check it, without an account.',
  empty: 'No certificates yet',
  emptyHint: 'Complete every lesson of a module to earn its certificate.',
  toLearning: 'Go to the Learning Centre',
  issuedOn: 'Issued on {{date}}',
  viewShort: 'View the certificate',
  view: 'View the certificate for {{module}}',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'The link could not be copied: {{url}}',
  share: 'Share',
  revoked: 'Revoked',
  heading: 'Certificate of completion',
  certifies: 'This certifies that',
  completed: 'completed every lesson of',
  issuer: 'Campus',
  idLabel: 'Certificate ID',
  revokedNotice:
    'This certificate was revoked on {{date}}. It no longer certifies this completion.',
  checkTitle: 'Check this certificate',
  checkBody:
    'This page is the certificate’s public record. Its signed credential can also be checked against the site’s public keys with any JOSE library.',
  publicKeys: 'Public keys',
  credential: 'Signed credential',
  print: 'Print or save as PDF',
  notFound: 'There is no certificate at this address.',
  notFoundHint: 'Check the link you were given, or ask the person who shared it.',
  loading: 'Loading the certificate',
};

export type CertificatesMessages = typeof certificates;
export default certificates;
