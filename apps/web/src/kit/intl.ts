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

/**
 * The browser's first Intl formatter sets up its locale data: 20-50 ms in one task, the longest of
 * the course library's and the video lesson's start-up (apps/web README, "Start-up work"). A
 * prerendered page therefore comes with the numbers and language names its screen shows already
 * written by the server (`window.campusFormatted`), and hydrating it formats none: the same text
 * as the page's.
 */
let handedOver: Map<string, string> | undefined;

function handedOverText(entry: string): string | undefined {
  if (handedOver === undefined) {
    const given = typeof window === 'undefined' ? undefined : window.campusFormatted;
    handedOver = new Map(
      typeof given === 'object' && given !== null
        ? Object.entries(given).filter(
            (pair): pair is [string, string] => typeof pair[1] === 'string',
          )
        : [],
    );
  }
  return handedOver.get(entry);
}

const recorders = new Set<Record<string, string>>();

/**
 * Runs a server render and returns, with its result, every number and language name it wrote,
 * for the page to hand over. Renders that overlap may each record the other's too: an entry names
 * its locale, options and value, so an extra one is only unused.
 */
export async function recordingFormatted<T>(
  render: () => Promise<T>,
): Promise<{ result: T; formatted: Record<string, string> }> {
  const formatted: Record<string, string> = {};
  recorders.add(formatted);
  try {
    return { result: await render(), formatted };
  } finally {
    recorders.delete(formatted);
  }
}

/** The page's own text for `entry` where it has one, else what `write` gives, recorded for a page. */
/** The text the server wrote for `entry`, or `write()`'s, recorded for a server render's page. */
export function handedOverOr(entry: string, write: () => string): string {
  const given = handedOverText(entry);
  if (given !== undefined) return given;
  const text = write();
  for (const record of recorders) record[entry] = text;
  return text;
}

export interface NumberFormatter {
  format(value: number): string;
}

export const numberFormat = (
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): NumberFormatter => {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  return {
    format: (value) =>
      handedOverOr(`${key}|${value}`, () =>
        cached(key, () => new Intl.NumberFormat(locale, options)).format(value),
      ),
  };
};

export const dateTimeFormat = (
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A language's name in another language: "Spanish", or "Español" on a Spanish page; the code
 * itself where the platform has no name. Handed over as numbers are: a video lesson's languages.
 */
export const languageName = (code: string, inLanguage: string): string =>
  handedOverOr(`l|${inLanguage}|${code}`, () => {
    try {
      let names = displayNames.get(inLanguage);
      if (!names) {
        names = new Intl.DisplayNames([inLanguage], { type: 'language' });
        displayNames.set(inLanguage, names);
      }
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  });
