import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './locales/en';

type Loader = () => Promise<{ default: Messages }>;

/** Each language is its own chunk, fetched only when that language is in use. */
export const localeLoaders: Record<string, Loader> = {
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  he: () => import('./locales/he'),
};

export const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * Loads one language's messages. A language without a locale file, or a file that fails to load,
 * is logged and ignored (spec 1 §8): the app carries on in English.
 */
async function loadMessages(language: string, loaders: Record<string, Loader>): Promise<Messages | null> {
  const loader = loaders[language];
  if (!loader) {
    console.warn(`No locale data for "${language}"; using English.`);
    return null;
  }
  try {
    return (await loader()).default;
  } catch (error) {
    console.warn(`Locale data for "${language}" failed to load; using English.`, error);
    return null;
  }
}

/** Sets `lang` and `dir` on <html> so the whole page, not only React's tree, follows the language. */
export function applyDocumentLanguage(language: string, dir?: 'ltr' | 'rtl') {
  document.documentElement.lang = language;
  document.documentElement.dir = dir ?? (RTL_LANGUAGES.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr');
}

export async function createI18n(language: string, loaders: Record<string, Loader> = localeLoaders): Promise<i18n> {
  const instance = i18next.createInstance();
  const base = language.split('-')[0] ?? 'en';
  const [english, own] = await Promise.all([
    loadMessages('en', loaders),
    base === 'en' ? Promise.resolve(null) : loadMessages(base, loaders),
  ]);
  const resources: Record<string, { translation: Messages }> = {};
  if (english) resources.en = { translation: english };
  if (own) resources[base] = { translation: own };
  await instance.use(initReactI18next).init({
    lng: own ? base : 'en',
    fallbackLng: 'en',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
