import type { Messages } from './locales/en/all';
import type { I18n, MessageGroup, TranslateValues } from './types';

export { I18nProvider, useTranslation } from './react';
export type { I18n, KeyUnder, MessageGroup, MessageKey, TranslateValues } from './types';

type Table = Record<string, unknown>;
type Loader = () => Promise<{ default: unknown }>;

/** A language's chunks: what every page shows (`start`), and each area's own messages. */
export type LocaleLoaders = Record<'start' | MessageGroup, Loader>;

export const MESSAGE_GROUPS: MessageGroup[] = [
  'accounts',
  'courses',
  'resources',
  'search',
  'training',
];

/**
 * Each language's messages are chunks of their own, fetched only when that language is in use,
 * and each area's only when the area starts: a first visit loads what its page shows (apps/web
 * README, "Budget").
 */
export const localeLoaders: Record<string, LocaleLoaders> = {
  en: {
    start: () => import('./locales/en'),
    accounts: () => import('./locales/en/accounts'),
    courses: () => import('./locales/en/courses'),
    resources: () => import('./locales/en/resources'),
    search: () => import('./locales/en/search'),
    training: () => import('./locales/en/training'),
  },
  es: {
    start: () => import('./locales/es'),
    accounts: () => import('./locales/es/accounts'),
    courses: () => import('./locales/es/courses'),
    resources: () => import('./locales/es/resources'),
    search: () => import('./locales/es/search'),
    training: () => import('./locales/es/training'),
  },
  he: {
    start: () => import('./locales/he'),
    accounts: () => import('./locales/he/accounts'),
    courses: () => import('./locales/he/courses'),
    resources: () => import('./locales/he/resources'),
    search: () => import('./locales/he/search'),
    training: () => import('./locales/he/training'),
  },
};

export const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

const directionOf = (language: string): 'ltr' | 'rtl' =>
  RTL_LANGUAGES.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr';

/**
 * Loads what every page shows of one language. A language without a locale file, or a file that
 * fails to load, is logged and ignored: the app carries on in English (pinned by i18n.test.ts).
 */
async function loadStart(
  language: string,
  loaders: Record<string, LocaleLoaders>,
): Promise<Table | null> {
  const loader = loaders[language];
  if (!loader) {
    console.warn(`No locale data for "${language}"; using English.`);
    return null;
  }
  try {
    return { ...((await loader.start()).default as Table) };
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

export function createTranslator(
  language: string,
  own: Messages | null,
  english: Messages | null,
  load: I18n['load'] = () => Promise.resolve(),
): I18n {
  const sources = [own, english].filter((messages): messages is Messages => messages !== null);
  const plurals = new Intl.PluralRules(language);
  const rightToLeft = directionOf(language) === 'rtl';
  const find = (key: string) => {
    for (const messages of sources) {
      const found = lookup(messages, key);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const pluralKey = (key: string, count: number) =>
    [count === 0 ? `${key}_zero` : null, `${key}_${plurals.select(count)}`, `${key}_other`].find(
      (candidate): candidate is string => candidate !== null && typeof find(candidate) === 'string',
    );
  return {
    language,
    dir: (other) => directionOf(other ?? language),
    exists: (key) => find(key) !== undefined,
    load,
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

/**
 * The translator of `language` with what every page shows and the given areas' messages (all of
 * them unless told: the server's render and the tests); `load` brings more areas' later. An area's
 * messages that fail to load fail the load, as its code's would: the route that wanted them shows
 * its load failure rather than keys.
 */
export async function createI18n(
  language: string,
  { loaders = localeLoaders, groups = MESSAGE_GROUPS } = {} as {
    loaders?: Record<string, LocaleLoaders>;
    groups?: MessageGroup[];
  },
): Promise<I18n> {
  const base = language.split('-')[0] ?? 'en';
  const [english, own] = await Promise.all([
    loadStart('en', loaders),
    base === 'en' ? Promise.resolve(null) : loadStart(base, loaders),
  ]);
  const ownLanguage = own ? base : 'en';
  const loading = new Map<MessageGroup, Promise<void>>();
  const loadGroup = (group: MessageGroup) => {
    let done = loading.get(group);
    if (!done) {
      const tables: Array<[Table | null, LocaleLoaders | undefined]> = [
        [english, loaders.en],
        [own, loaders[ownLanguage]],
      ];
      done = Promise.all(
        tables.map(async ([table, loader]) => {
          if (table && loader) table[group] = (await loader[group]()).default;
        }),
      ).then(() => undefined);
      // A chunk that failed (the connection gone, a deploy replaced it) may be asked for again.
      done.catch(() => loading.delete(group));
      loading.set(group, done);
    }
    return done;
  };
  const load: I18n['load'] = (...wanted) =>
    Promise.all(wanted.map(loadGroup)).then(() => undefined);
  await load(...groups);
  return createTranslator(ownLanguage, own as Messages | null, english as Messages | null, load);
}
