import type { ShellMessages } from '../en/shell';

const shell: ShellMessages = {
  menu: {
    label: 'ראשי',
    home: 'דף הבית של Campus',
    dashboard: 'לוח בקרה',
    activeCourses: 'קורסים פעילים',
    courseLibrary: 'ספריית קורסים',
    learningCentre: 'מרכז למידה',
    search: 'חיפוש',
    more: 'עוד',
    createCourse: 'יצירת קורס',
    login: 'כניסה',
    logout: 'יציאה',
    support: 'תמיכה',
    languages: 'שפות',
    language: 'שפה',
  },
  loader: {
    label: 'טוען…',
    slow: 'זה לוקח יותר זמן מהרגיל.',
    starting: 'טוען את Campus…',
  },
  cookies: {
    message: 'אתר זה משתמש בעוגיות כדי לשמור על החיבור שלך ולהבין כיצד נעשה בו שימוש.',
    accept: 'אישור',
  },
  skipToContent: 'דלג לתוכן',
  backToTop: 'חזרה למעלה',
  restart: { message: 'גרסה חדשה של היישום זמינה.', action: 'הפעלה מחדש' },
  loadFailure: {
    offline: 'כנראה שאין חיבור לאינטרנט.',
    offlineDetail:
      'לא ניתן היה לטעון את החלק הזה של הדף. בדקו את החיבור ונסו שוב; ההתקדמות שלכם נשמרת.',
    retry: 'נסו שוב',
    updatedDetail: 'החלק הזה של הדף שייך לגרסה הקודמת. הפעילו מחדש כדי לטעון את החדשה.',
    pageNeedsConnection: 'אין חיבור, והדף שביקשת דורש חיבור.',
    close: 'סגירה',
  },
  error: {
    title: 'משהו השתבש',
    intro: 'אירעו השגיאות הבאות:',
    none: 'אירעה שגיאה לא ידועה.',
    home: 'מעבר ללוח הבקרה',
    offline: 'אין חיבור, והדף הזה דורש חיבור.',
    offlineHome: 'מעבר ליחידות השמורות במכשיר זה',
    progressKept: 'השיעורים שסיימת שמורים במכשיר זה וישלחו כשתחזור להיות מחובר.',
  },
  loadFailed: { message: 'לא ניתן היה לטעון את התוכן.', retry: 'נסו שוב' },
  signInPrompt: {
    required: 'יש להתחבר כדי לראות את הדף הזה.',
    signIn: 'התחברות',
    library: 'לעיון בספריית הקורסים',
  },
  notFound: { title: 'הדף לא נמצא', body: 'הדף שביקשת אינו קיים.', home: 'מעבר ללוח הבקרה' },
  session: { blockedTitle: 'אין גישה', close: 'סגירה' },
  darkMode: { label: 'מצב כהה', system: 'לפי המערכת', on: 'פעיל', off: 'כבוי' },
};

export default shell;
