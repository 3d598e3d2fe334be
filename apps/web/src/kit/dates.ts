import { dateTimeFormat, handedOverOr } from './intl';

/**
 * A date as the reader writes it, handed over from a prerendered page as its numbers are
 * (`kit/intl.ts`): a certificate's date. Apart from `intl.ts`, whose chunk every lesson loads.
 */
export const dateFormat = (
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
) => {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  return {
    format: (date: Date) =>
      handedOverOr(`${key}|${date.toISOString()}`, () =>
        dateTimeFormat(locale, options).format(date),
      ),
  };
};
