import type { OfflineMessages } from '../en/offline';

const offline: OfflineMessages = {
  save: 'שמירה לשימוש ללא חיבור',
  measuring: 'מחשבים את גודל ההורדה…',
  confirm: 'שמירת היחידה לשימוש ללא חיבור תתפוס {{size}} במכשיר זה.',
  confirmAction: 'שמירה',
  cancel: 'ביטול',
  saving: 'שומרים לשימוש ללא חיבור',
  savingProgress: '{{done}} מתוך {{size}}',
  saved: 'נשמר לשימוש ללא חיבור · {{size}}',
  remove: 'הסרה מהמכשיר',
  failed: 'לא ניתן היה לשמור את היחידה. נסו שוב כשהחיבור יציב.',
  retry: 'ניסיון חוזר',
  listTitle: 'נשמר לשימוש ללא חיבור',
  spaceLeft: 'נותרו {{size}} במכשיר זה',
  notPersistent:
    'הדפדפן עשוי למחוק יחידות שמורות כשהמקום אוזל או אחרי שבוע בלי ביקור: כדאי לפתוח את האפליקציה לפחות פעם בשבוע כדי לשמור אותן.',
  offlineNow: 'אין חיבור. היחידות השמורות במכשיר זה נפתחות כרגיל; יחידות אחרות דורשות חיבור.',
  noneSaved: 'אין חיבור, ואף יחידה לא נשמרה במכשיר זה.',
};

export default offline;
