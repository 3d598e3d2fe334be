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
 * The browser's first number formatted with Intl sets up its locale data: 20-50 ms in one task, the
 * longest of the course library's start-up (apps/web README, "Start-up work"). A prerendered page
 * therefore comes with the numbers its screen shows already written by the server
 * (`window.campusFormatted`), and hydrating it formats none: the same text as the page's.
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
 * Runs a server render and returns, with its result, every number it formatted, for the page to
 * hand over. Renders that overlap may each record the other's numbers too: an entry names its
 * locale, options and value, so an extra one is only unused.
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

export interface NumberFormatter {
  format(value: number): string;
}

export const numberFormat = (
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): NumberFormatter => {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  return {
    format(value) {
      const entry = `${key}|${value}`;
      const given = handedOverText(entry);
      if (given !== undefined) return given;
      const text = cached(key, () => new Intl.NumberFormat(locale, options)).format(value);
      for (const record of recorders) record[entry] = text;
      return text;
    },
  };
};

export const dateTimeFormat = (
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
