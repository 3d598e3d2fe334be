import type { AreaMessages, PageMessages } from './locales/en';
import type { I18n, TranslateValues } from './types';

export { I18nProvider, useTranslation } from './react';
export type { I18n, KeyUnder, MessageKey, TranslateValues } from './types';

type Loader = () => Promise<{ default: PageMessages }>;

/** Each language is its own chunk, fetched only when that language is in use. */
export const localeLoaders: Record<string, Loader> = {
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  he: () => import('./locales/he'),
};

type AreaGroup = keyof AreaMessages;

/**
 * An area's messages, a chunk of their own per language, fetched with the area's routes: the
 * courses area's 5 KB would otherwise come with every page (README, "Texts that come with their
 * area").
 */
const areaTextLoaders: {
  [Group in AreaGroup]: Record<string, () => Promise<{ default: AreaMessages[Group] }>>;
} = {
  courses: {
    en: () => import('./locales/en/courses'),
    es: () => import('./locales/es/courses'),
    he: () => import('./locales/he/courses'),
  },
};

/** The languages translators were made for, whose area texts come when an area asks for them. */
const languagesInUse = new Set(['en']);
/** Each language's area texts loaded so far; a translator looks in them after its page messages. */
const areaTexts = new Map<string, Partial<AreaMessages>>();
const areaTextsLoading = new Map<string, Promise<void>>();

const areaTextsOf = (language: string) => {
  let texts = areaTexts.get(language);
  if (!texts) areaTexts.set(language, (texts = {}));
  return texts;
};

const loadGroup = (group: AreaGroup, language: string) => {
  const key = `${group}:${language}`;
  let loading = areaTextsLoading.get(key);
  if (!loading) {
    const loader = areaTextLoaders[group][language];
    loading = (loader ? loader() : Promise.resolve(null))
      .then((texts) => {
        if (texts) (areaTextsOf(language) as Record<string, unknown>)[group] = texts.default;
      })
      .catch((error: unknown) => {
        areaTextsLoading.delete(key);
        if (language === 'en') throw error;
        console.warn(`The ${group} texts for "${language}" failed to load; using English.`, error);
      });
    areaTextsLoading.set(key, loading);
  }
  return loading;
};

/**
 * Loads the messages of those of `areas` that have their own, in every language in use, once each.
 * A language without them, or whose chunk fails, is logged and reads English; English failing
 * fails the load, as the area's own chunk failing would.
 */
export function loadAreaTexts(areas: readonly string[]): Promise<void> {
  const groups = areas.filter((area): area is AreaGroup => area in areaTextLoaders);
  return Promise.all(
    groups.flatMap((group) => [...languagesInUse].map((language) => loadGroup(group, language))),
  ).then(() => undefined);
}

export const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

const directionOf = (language: string): 'ltr' | 'rtl' =>
  RTL_LANGUAGES.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr';

/**
 * Loads one language's messages. A language without a locale file, or a file that fails to load,
 * is logged and ignored: the app carries on in English (pinned by i18n.test.ts).
 */
async function loadMessages(
  language: string,
  loaders: Record<string, Loader>,
): Promise<PageMessages | null> {
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
  document.documentElement.dir = dir ?? directionOf(language);
}

function lookup(messages: unknown, key: string): unknown {
  let node = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Fills `{{name}}` placeholders. In a right-to-left language each text value is set in its own
 * direction (between Unicode's first-strong isolate and its closing mark): a course named
 * "Foundations." in a Hebrew sentence would otherwise show its full stop at its start (README:
 * "Server text direction").
 */
const interpolate = (text: string, values: TranslateValues, isolate: boolean) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) return placeholder;
    return isolate && typeof value === 'string' ? `\u2068${value}\u2069` : String(value);
  });

type SomeMessages = PageMessages & Partial<AreaMessages>;

export function createTranslator(
  language: string,
  own: SomeMessages | null,
  english: SomeMessages | null,
): I18n {
  languagesInUse.add(language);
  const sources = [own, areaTextsOf(language), english, areaTextsOf('en')].filter(
    (messages) => messages !== null,
  );
  // Built when a count is first written: the browser's first Intl object sets up its locale data.
  let plurals: Intl.PluralRules | undefined;
  const rightToLeft = directionOf(language) === 'rtl';
  const find = (key: string) => {
    for (const messages of sources) {
      const found = lookup(messages, key);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const pluralKey = (key: string, count: number) =>
    [
      count === 0 ? `${key}_zero` : null,
      `${key}_${(plurals ??= new Intl.PluralRules(language)).select(count)}`,
      `${key}_other`,
    ].find(
      (candidate): candidate is string => candidate !== null && typeof find(candidate) === 'string',
    );
  return {
    language,
    dir: (other) => directionOf(other ?? language),
    exists: (key) => find(key) !== undefined,
    t(key, values = {}) {
      const resolvedKey =
        typeof values.count === 'number' ? (pluralKey(key, values.count) ?? key) : key;
      const found = find(resolvedKey);
      if (values.returnObjects && typeof found === 'object' && found !== null)
        return found as unknown as string;
      return typeof found === 'string' ? interpolate(found, values, rightToLeft) : key;
    },
  };
}

export async function createI18n(
  language: string,
  loaders: Record<string, Loader> = localeLoaders,
): Promise<I18n> {
  const base = language.split('-')[0] ?? 'en';
  // Known before the messages arrive, so areas that open meanwhile load their texts in it too.
  languagesInUse.add(base);
  const [english, own] = await Promise.all([
    loadMessages('en', loaders),
    base === 'en' ? Promise.resolve(null) : loadMessages(base, loaders),
  ]);
  return createTranslator(own ? base : 'en', own, english);
}
