export type TranslateValues = Record<string, unknown> & { count?: number; returnObjects?: boolean };

/**
 * The app's translations: lookup by dotted key in the language's messages, then English, then the
 * key itself; `{{name}}` interpolation; plural forms chosen by the platform's CLDR rules
 * (`Intl.PluralRules`) from `key_one`, `key_other`… when `count` is given, with `key_zero` for 0.
 *
 * Written here rather than taken from i18next: the app uses only these features, and i18next with
 * its React binding would be a tenth of the 150 KB budget for the first script.
 */
export interface I18n {
  readonly language: string;
  dir(language?: string): 'ltr' | 'rtl';
  t(key: string, values?: TranslateValues): string;
  exists(key: string): boolean;
}
