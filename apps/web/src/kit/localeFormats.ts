import { useMemo } from 'react';
import { useTranslation } from '../i18n';
import { useSettings } from './SettingsContext';

/** The `Intl` locales a page writes its dates and its numbers in. */
export interface LocaleFormats {
  dates: string;
  numbers: string;
}

const tags = new Map<string, string>();

/** The tag with the numbering system; kept, as building an `Intl.Locale` costs a card each time. */
const withNumbering = (tag: string, numberingSystem: string): string => {
  const key = `${tag}|${numberingSystem}`;
  let found = tags.get(key);
  if (found === undefined) {
    found = tagWithNumbering(tag, numberingSystem);
    tags.set(key, found);
  }
  return found;
};

// A language, an optional script and an optional region: what a host's Locale settings hold.
const PLAIN_TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i;
const NUMBERING_SYSTEM = /^[a-z\d]{3,8}$/i;

/**
 * Written out for a plain tag: the browser's first `Intl.Locale` sets up its locale data, 10-30 ms
 * in one task of the first render. Anything else is left to `Intl.Locale`.
 */
const tagWithNumbering = (tag: string, numberingSystem: string): string => {
  const plain = PLAIN_TAG.exec(tag);
  if (plain && NUMBERING_SYSTEM.test(numberingSystem)) {
    const [, language, script, region] = plain;
    return [
      language!.toLowerCase(),
      script && script[0]!.toUpperCase() + script.slice(1).toLowerCase(),
      region?.toUpperCase(),
      'u-nu',
      numberingSystem.toLowerCase(),
    ]
      .filter(Boolean)
      .join('-');
  }
  try {
    return new Intl.Locale(tag, { numberingSystem }).toString();
  } catch {
    // A numbering system or tag the platform does not know: the tag alone, else the page's default.
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? 'en';
    } catch {
      return 'en';
    }
  }
};

const baseLanguage = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();

/**
 * The host's Locale settings: dates in `dateLocale` and digits in `numberingSystem`, so a site can
 * write Hebrew pages with `he-IL` dates or Arabic ones with Arabic-Indic digits. Numbers keep the
 * page language's separators. Settings made for another language than the page's (a language the
 * host has no locale for) are not applied to dates: they would put one language's month names in
 * another's sentence. Pinned by localeFormats.test.ts.
 */
export function localeFormats(
  locale: { locale: string; dateLocale: string; numberingSystem: string },
  pageLanguage: string,
): LocaleFormats {
  const sameLanguage = baseLanguage(locale.locale) === baseLanguage(pageLanguage);
  return {
    dates: withNumbering(sameLanguage ? locale.dateLocale : pageLanguage, locale.numberingSystem),
    numbers: withNumbering(pageLanguage, locale.numberingSystem),
  };
}

export function useLocaleFormats(): LocaleFormats {
  const { i18n } = useTranslation();
  const { locale } = useSettings();
  return useMemo(() => localeFormats(locale, i18n.language), [locale, i18n.language]);
}
