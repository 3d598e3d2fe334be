import type { CertificatesMessages } from '../en/certificates';

const certificates: CertificatesMessages = {
  listTitle: 'Tus certificados',
  listIntro:
    'El certificado de un módulo se emite cuando completas todas sus lecciones. Cualquier persona con su enlace puede comprobarlo, sin cuenta.',
  empty: 'Todavía no tienes certificados',
  emptyHint: 'Completa todas las lecciones de un módulo para obtener su certificado.',
  toLearning: 'Ir al Centro de aprendizaje',
  issuedOn: 'Emitido el {{date}}',
  viewShort: 'Ver el certificado',
  view: 'Ver el certificado de {{module}}',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar el enlace: {{url}}',
  share: 'Compartir',
  revoked: 'Revocado',
  heading: 'Certificado de finalización',
  certifies: 'Se certifica que',
  completed: 'completó todas las lecciones de',
  issuer: 'Campus',
  idLabel: 'ID del certificado',
  revokedNotice: 'Este certificado fue revocado el {{date}}. Ya no certifica esta finalización.',
  checkTitle: 'Comprobar este certificado',
  checkBody:
    'Esta página es el registro público del certificado. Su credencial firmada también puede comprobarse con las claves públicas del sitio y cualquier biblioteca JOSE.',
  publicKeys: 'Claves públicas',
  credential: 'Credencial firmada',
  print: 'Imprimir o guardar como PDF',
  notFound: 'No hay ningún certificado en esta dirección.',
  notFoundHint: 'Revisa el enlace que recibiste o pregunta a quien lo compartió.',
  loading: 'Cargando el certificado',
};

export default certificates;
