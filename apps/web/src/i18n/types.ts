import type { Messages } from './locales/en';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/** Every dotted path of the English messages, leaves and groups (`returnObjects`). */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : `${Prefix}${K}` | Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A plural key is asked for by its base (`lessons` for `lessons_one`, `lessons_other`). */
type WithPluralBases<K> = K extends `${infer Base}${PluralSuffix}` ? Base | K : K;

/**
 * A key the English messages have: `t('…')` with any other key fails the typecheck, so a typo or a
 * removed message cannot reach a screen as its raw key.
 */
export type MessageKey = WithPluralBases<Paths<Messages>>;

/** The keys under a group (`KeyUnder<'accounts.signup'>`), for screens that name their own messages briefly. */
export type KeyUnder<Group extends string> = MessageKey extends infer Key
  ? Key extends `${Group}.${infer Rest}`
    ? Rest
    : never
  : never;

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
  t(key: MessageKey, values?: TranslateValues): string;
  exists(key: string): boolean;
}
