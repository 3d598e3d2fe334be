import { createTranslator } from '.';
import type { PageMessages } from './locales/en';
import type { TranslateValues } from './types';

type Loader<Texts> = () => Promise<{ default: Texts }>;

/** Writes one of an area's texts: the page's placeholders, plurals and isolation. */
export type OwnText<Texts> = (key: keyof Texts & string, values?: TranslateValues) => string;

/**
 * An area's texts as a chunk of their own per language, loaded with the area rather than with
 * every page's messages (the offline area's, the certificates'). English comes with the area, as
 * the fallback; a language without them, or a failed load, gets English.
 *
 * `load` answers the same promise for a language every time; `loaded` the texts once it settled,
 * so a screen whose route waited for them renders them in its first render, as the server did.
 */
export function ownTexts<Texts extends Record<string, string>>(
  group: string,
  english: Texts,
  loaders: Record<string, Loader<Texts>>,
) {
  const loading = new Map<string, Promise<OwnText<Texts>>>();
  const ready = new Map<string, OwnText<Texts>>();
  // The page's translator, over these texts alone.
  const translatorOf = (language: string, own: Texts | null): OwnText<Texts> => {
    const wrap = (texts: Texts | null) =>
      texts ? ({ [group]: texts } as unknown as PageMessages) : null;
    const translator = createTranslator(language, wrap(own), wrap(english));
    return (key, values) => translator.t(`${group}.${key}` as never, values);
  };
  const load = (language: string): Promise<OwnText<Texts>> => {
    let texts = loading.get(language);
    if (!texts) {
      const loader = loaders[language];
      texts = (loader ? loader().then(({ default: own }) => own) : Promise.resolve(null))
        .catch((error: unknown) => {
          console.warn(
            `The ${group} texts for "${language}" failed to load; using English.`,
            error,
          );
          return null;
        })
        .then((own) => {
          const text = translatorOf(own ? language : 'en', own);
          ready.set(language, text);
          return text;
        });
      loading.set(language, texts);
    }
    return texts;
  };
  return { load, loaded: (language: string) => ready.get(language) };
}
