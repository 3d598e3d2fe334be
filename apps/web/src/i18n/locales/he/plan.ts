import type { PlanMessages } from '../en/plan';

const plan: PlanMessages = {
  title: 'תוכנית לימוד',
  intro:
    'בחרו מתי ללמוד, ו־Campus ישמור לכך לוח שנה: כל מפגש מציין את השיעור הבא, ומתעדכן לפי ההתקדמות שלך.',
  days: 'ימים',
  daysRequired: 'יש לבחור לפחות יום אחד.',
  time: 'שעת התחלה',
  timeRequired: 'יש לבחור שעת התחלה.',
  duration: 'משך',
  minutes: '{{minutes}} דקות',
  timezone: 'אזור זמן',
  module: 'מודול לסיום',
  anyModule: 'מה שאמשיך בו הלאה',
  finishBy: 'לסיים עד',
  finishByHint: 'עם מודול: התאריך יופיע בלוח השנה שלך.',
  finishByPast: 'יש לבחור את היום או תאריך מאוחר יותר.',
  save: 'שמירת התוכנית',
  saving: 'שומרים…',
  saved: 'התוכנית שלך נשמרה.',
  summary: 'בכל {{days}} בשעה {{time}} למשך {{duration}} דקות ({{timezone}}).',
  following: 'לפי {{module}}, לסיום עד {{date}}.',
  followingNoDate: 'לפי {{module}}.',
  calendarTitle: 'הוספה ללוח השנה',
  calendarIntro:
    'נרשמים פעם אחת: אפליקציית לוח השנה בודקת את השינויים בתוכנית, כך שכל מפגש מציין את השיעור הבא שלך.',
  subscribe: 'הרשמה באפליקציית לוח השנה',
  google: 'הוספה ל־Google Calendar',
  download: 'הורדת קובץ ה־.ics',
  stop: 'הפסקת התוכנית',
  stopTitle: 'להפסיק את תוכנית הלימוד?',
  stopBody: 'לוח השנה שלה יפסיק להתעדכן והכתובת שלו תפסיק לעבוד. אפשר ליצור תוכנית חדשה בכל עת.',
  stopConfirm: 'הפסקת התוכנית',
  cancel: 'ביטול',
  stopped: 'התוכנית שלך הופסקה.',
  loading: 'התוכנית שלך נטענת',
};

export default plan;
