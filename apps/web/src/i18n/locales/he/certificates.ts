import type { CertificatesMessages } from '../en/certificates';

const certificates: CertificatesMessages = {
  listTitle: 'התעודות שלך',
  listIntro:
    'תעודה של מודול מונפקת כשמסיימים את כל השיעורים שלו. כל מי שיש לו את הקישור יכול לאמת אותה, בלי חשבון.',
  empty: 'עדיין אין תעודות',
  emptyHint: 'סיימו את כל השיעורים של מודול כדי לקבל את התעודה שלו.',
  toLearning: 'למרכז הלמידה',
  issuedOn: 'הונפקה ב־{{date}}',
  viewShort: 'הצגת התעודה',
  view: 'הצגת התעודה של {{module}}',
  copyLink: 'העתקת הקישור',
  linkCopied: 'הקישור הועתק',
  copyFailed: 'לא ניתן היה להעתיק את הקישור: {{url}}',
  share: 'שיתוף',
  revoked: 'בוטלה',
  heading: 'תעודת סיום',
  certifies: 'מאשרים בזאת כי',
  completed: 'סיים/ה את כל השיעורים של',
  issuer: 'Campus',
  idLabel: 'מזהה התעודה',
  revokedNotice: 'התעודה בוטלה ב־{{date}}. היא כבר אינה מאשרת את הסיום.',
  checkTitle: 'אימות התעודה',
  checkBody:
    'דף זה הוא הרשומה הציבורית של התעודה. אפשר לאמת גם את האישור החתום שלה מול המפתחות הציבוריים של האתר, בכל ספריית JOSE.',
  publicKeys: 'מפתחות ציבוריים',
  credential: 'אישור חתום',
  print: 'הדפסה או שמירה כ־PDF',
  notFound: 'אין תעודה בכתובת הזאת.',
  notFoundHint: 'כדאי לבדוק את הקישור שקיבלת, או לשאול את מי ששיתף אותו.',
  loading: 'התעודה נטענת',
};

export default certificates;
