import type { ResourcesMessages } from '../en/resources';

const resources: ResourcesMessages = {
  library: {
    title: 'משאבים',
    loading: 'טוען משאבים…',
    empty: 'אין כאן משאבים עדיין.',
    error: 'לא ניתן היה לטעון את המשאבים.',
    retry: 'נסו שוב',
  },
  type: {
    video: 'סרטון',
    document: 'מסמך',
    article: 'מאמר',
    playlist: 'מודול',
  },
  modal: {
    close: 'סגירה',
    steps: 'שלבים',
    completed: 'הושלם',
    preview: 'תצוגה מקדימה',
    options: 'אפשרויות הורדת הסרטון',
    next: 'הבא',
    back: 'הקודם',
    download: 'הורדה',
    loading: 'טוען…',
    detailsError: 'לא ניתן היה לטעון את המשאב. נסו שוב מאוחר יותר.',
    sharedTitle: 'לא ניתן היה לפתוח את המשאב',
    retry: 'נסו שוב',
    optionsError: 'לא ניתן היה לטעון את אפשרויות ההורדה. נסו שוב מאוחר יותר.',
    noOptions: 'לסרטון זה אין אפשרויות הורדה.',
    optionsLabel: 'בחרו אפשרות הורדה',
    original: 'מקור',
    optionSize: '{{label}} ({{dimensions}}, {{size}})',
    unavailable: 'הסרטון שביקשתם כבר אינו זמין. אנא בחרו אפשרות אחרת.',
    downloadError: 'לא ניתן היה להתחיל את ההורדה. נסו שוב.',
    share: 'העתקת קישור לשיתוף',
    copied: 'הועתק ללוח',
    documentTitle: 'תצוגה מקדימה של {{title}}',
    imageAlt: '{{title}}',
  },
  denied: {
    title: 'אין לך גישה לתוכן זה',
    message: 'עליך להפעיל את {{product}} כדי לקבל גישה למשאב זה.',
    product: 'המוצר הקשור',
    run: 'הפעלת הסדרה',
  },
};

export default resources;
