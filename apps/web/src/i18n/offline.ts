import { createTranslator } from '.';
import type { Messages } from './locales/en';
import english, { type OfflineMessages } from './locales/en/offline';
import type { TranslateValues } from './types';

/**
 * The texts of saving modules for offline, a chunk of their own per language as the player's are
 * (`player.ts`): only a member saving or listing saved modules needs them. English comes with the
 * offline area, as the fallback.
 */
const loaders: Record<string, () => Promise<{ default: OfflineMessages }>> = {
  es: () => import('./locales/es/offline'),
  he: () => import('./locales/he/offline'),
};

export type OfflineText = (key: keyof OfflineMessages, values?: TranslateValues) => string;

const loading = new Map<string, Promise<OfflineText>>();

// The page's translator, over these texts alone: the same placeholders, plurals and isolation.
const translatorOf = (language: string, own: OfflineMessages | null): OfflineText => {
  const wrap = (texts: OfflineMessages | null) =>
    texts ? ({ offline: texts } as unknown as Messages) : null;
  const translator = createTranslator(language, wrap(own), wrap(english));
  return (key, values) => translator.t(`offline.${key}` as never, values);
};

/** Loads the texts of `language` once; a language without them, or a failed load, gets English. */
export function loadOfflineTexts(language: string): Promise<OfflineText> {
  let texts = loading.get(language);
  if (!texts) {
    const loader = loaders[language];
    texts = (loader ? loader().then(({ default: own }) => own) : Promise.resolve(null))
      .catch((error: unknown) => {
        console.warn(`Offline texts for "${language}" failed to load; using English.`, error);
        return null;
      })
      .then((own) => translatorOf(own ? language : 'en', own));
    loading.set(language, texts);
  }
  return texts;
}
