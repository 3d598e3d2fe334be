import type { OrganizationsMessages } from '../en/organizations';

const organizations: OrganizationsMessages = {
  findTab: 'חיפוש ארגון',
  createTab: 'יצירת ארגון חדש',
  search: 'חיפוש ארגונים',
  searchButton: 'חיפוש',
  results: 'ארגונים',
  count_one: 'נמצא ארגון אחד',
  count_two: 'נמצאו שני ארגונים',
  count_other: 'נמצאו {{count}} ארגונים',
  none: 'אין ארגון שמתאים לחיפוש.',
  more: 'הצגת ארגונים נוספים',
  choose: 'בחירה',
  chosen: 'הארגון שנבחר: {{name}}',
  change: 'שינוי',
  name: 'שם הארגון',
  nameRequired: 'יש להזין את שם הארגון',
  denomination: 'זרם',
  denominationRequired: 'בחרו זרם',
  type: 'סוג הארגון',
  typeRequired: 'בחרו את סוג הארגון',
  country: 'מדינה',
  locality: 'אזור',
  countryRequired: 'יש לבחור מדינה',
  create: 'יצירת הארגון',
  creating: 'בודק…',
  duplicate: 'כבר קיים ארגון בשם "{{name}}" במקום הזה. בחרו אותו למטה או השתמשו בשם אחר.',
  failed: 'לא ניתן היה ליצור את הארגון: {{message}}',
  optionsFailed: 'לא ניתן היה לטעון את הזרמים ואת סוגי הארגונים.',
};

export default organizations;
