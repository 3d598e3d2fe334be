import type { SearchMessages } from '../en/search';

const search: SearchMessages = {
  panel: {
    title: 'חיפוש',
    close: 'סגירת החיפוש',
    loading: 'טוען את החיפוש…',
    unavailable: 'לא ניתן היה לפתוח את החיפוש. טענו מחדש את הדף ונסו שוב.',
  },
  form: {
    label: 'חיפוש',
    placeholder: 'משאבים, שיעורים ונושאים',
    submit: 'חיפוש',
  },
  popular: {
    title: 'חיפושים פופולריים',
    loading: 'טוען חיפושים פופולריים…',
    error: 'לא ניתן היה לטעון את החיפושים הפופולריים.',
    empty: 'עדיין אין חיפושים פופולריים.',
  },
  results: {
    title: 'חיפוש',
    titleFor: 'תוצאות החיפוש עבור „{{q}}”',
    enterTerm: 'הקלידו את מה שאתם מחפשים ולחצו על חיפוש.',
    loading: 'מחפש…',
    slow: 'זה לוקח יותר זמן מהרגיל',
    cancel: 'ביטול',
    error: 'לא ניתן היה להשלים את החיפוש.',
    retry: 'נסו שוב',
    noResults: 'מצטערים, לא נמצא דבר עבור החיפוש שלך.',
    didYouMean: 'האם התכוונתם',
    tryOptions: 'לא מצאתם את מה שחיפשתם? נסו אחת מהאפשרויות שלהלן',
    sectionEmpty: 'אין בקטע זה תוצאות התואמות את החיפוש.',
    noMatches: 'אין תוצאות טעונות התואמות מסננים אלה.',
    seeAll: 'לכל התוצאות',
    shown: 'מוצגות {{shown}} מתוך {{total}}',
    loadMore: 'טעינת עוד',
    loadingMore: 'טוען תוצאות נוספות…',
    moreError: 'לא ניתן היה לטעון תוצאות נוספות.',
  },
  tabs: {
    label: 'קטעי תוצאות',
    all: 'הכול',
    materials: 'חומרי הסדרה',
    promotional: 'חומרי קידום',
    learning: 'מרכז הלמידה',
  },
  filters: {
    label: 'מסננים',
    series: 'סדרה',
    category: 'קטגוריה',
    type: 'סוג',
    all: 'הכול',
    video: 'סרטונים',
    document: 'מסמכים',
    article: 'מאמרים',
    playlist: 'מודולים',
  },
  spoken: {
    title: 'נאמר בסרטונים',
    at: 'נאמר ב־{{at}}',
    more: 'רגעים נוספים ({{count}})',
    fewer: 'פחות רגעים',
  },
  kinds: {
    video: 'סרטון',
    article: 'מאמר',
    playlist: 'מודול',
  },
};

export default search;
