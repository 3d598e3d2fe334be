import { applyDocumentLanguage, createI18n, localeLoaders } from '.';

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
  const i18n = await createI18n('es', { ...localeLoaders, es: () => Promise.reject(new Error('chunk gone')) });
  expect(i18n.t('menu.login')).toBe('Login');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('"es"'), expect.any(Error));
  warn.mockRestore();
});
