import {
  applyDocumentLanguage,
  createI18n,
  createTranslator,
  loadAreaTexts,
  localeLoaders,
} from '.';

test('Hebrew loads its own messages and turns the page right-to-left', async () => {
  const i18n = await createI18n('he');
  expect(i18n.language).toBe('he');
  expect(i18n.t('menu.logout')).toBe('יציאה');
  applyDocumentLanguage('he');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'he');
  applyDocumentLanguage('es');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

test('a language without locale data is logged and falls back to English', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const i18n = await createI18n('fr');
  expect(i18n.t('menu.login')).toBe('Login');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"fr"'));
  warn.mockRestore();
});

test('a locale file that fails to load is logged and ignored', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const i18n = await createI18n('es', {
    ...localeLoaders,
    es: () => Promise.reject(new Error('chunk gone')),
  });
  expect(i18n.t('menu.login')).toBe('Login');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"es"'), expect.any(Error));
  warn.mockRestore();
});

test('values are interpolated and plural forms follow the language, falling back to English keys', () => {
  const english = {
    greeting: 'Hello {{name}}',
    lessons_one: '{{count}} lesson',
    lessons_other: '{{count}} lessons',
    lessons_zero: 'No lessons',
    player: { replay: 'Replay', next: 'Up Next' },
  } as never;
  const hebrew = {
    lessons_one: 'שיעור אחד',
    lessons_two: 'שני שיעורים',
    lessons_other: '{{count}} שיעורים',
  } as never;
  // The mechanism is tried on messages of its own, whose keys the app's messages do not have.
  const loose = (i18n: ReturnType<typeof createTranslator>) =>
    i18n as unknown as { t(key: string, values?: Record<string, unknown>): unknown; dir(): string };
  const en = loose(createTranslator('en', null, english));
  expect(en.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
  expect(en.t('lessons', { count: 0 })).toBe('No lessons');
  expect(en.t('lessons', { count: 1 })).toBe('1 lesson');
  expect(en.t('lessons', { count: 3 })).toBe('3 lessons');
  expect(en.t('player', { returnObjects: true })).toEqual({ replay: 'Replay', next: 'Up Next' });
  expect(en.t('missing.key')).toBe('missing.key');

  const he = loose(createTranslator('he', hebrew, english));
  expect(he.dir()).toBe('rtl');
  expect(he.t('lessons', { count: 1 })).toBe('שיעור אחד');
  expect(he.t('lessons', { count: 2 })).toBe('שני שיעורים');
  expect(he.t('lessons', { count: 5 })).toBe('5 שיעורים');
  // A text value keeps its own direction in a right-to-left sentence; a number is the sentence's.
  expect(he.t('greeting', { name: 'Ada.' })).toBe('Hello \u2068Ada.\u2069');
  expect(he.t('lessons', { count: 5 })).not.toContain('\u2068');
  expect(en.t('greeting', { name: 'Ada.' })).toBe('Hello Ada.');
});

test('a key the English messages lack fails the typecheck; a real one reads its text', async () => {
  const i18n = await createI18n('en');
  // @ts-expect-error — a typo of menu.dashboard is not a message key.
  expect(i18n.t('menu.dashbord')).toBe('menu.dashbord');
  expect(i18n.t('menu.dashboard')).toBe('Dashboard');
});

test('an area’s texts come when its routes ask for them, in the page’s language', async () => {
  const i18n = await createI18n('he');
  // Before the courses area opens, its texts are not part of the page.
  expect(i18n.exists('courses.dashboard.title')).toBe(false);
  await loadAreaTexts(['search', 'courses']);
  expect(i18n.t('courses.dashboard.title')).toBe('לוח בקרה');
  // English, the fallback, came with them.
  const english = await createI18n('en');
  expect(english.t('courses.dashboard.title')).toBe('Dashboard');
});
