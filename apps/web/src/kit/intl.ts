/**
 * Intl formatters are costly to build (the first for a locale loads its data; each one parses its
 * options), and a list of cards built one per card, over and over at start-up: one per locale and
 * options is kept and shared. They hold no state, so sharing them changes nothing but the time.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
