import { localeFormats } from './localeFormats';

const hebrew = { locale: 'he', dateLocale: 'he-IL', numberingSystem: 'latn' };

test('dates follow dateLocale and numbers the page language, both in the numbering system', () => {
  expect(localeFormats(hebrew, 'he')).toEqual({
    dates: 'he-IL-u-nu-latn',
    numbers: 'he-u-nu-latn',
  });
  const arabic = localeFormats(
    { locale: 'ar', dateLocale: 'ar-EG', numberingSystem: 'arab' },
    'ar',
  );
  expect(new Intl.NumberFormat(arabic.numbers).format(1234.5)).toBe('١٬٢٣٤٫٥');
  expect(
    new Intl.DateTimeFormat(arabic.dates, { year: 'numeric' }).format(new Date(2026, 5, 1)),
  ).toBe('٢٠٢٦');
});

test('a British dateLocale writes day before month in English pages', () => {
  const british = localeFormats(
    { locale: 'en', dateLocale: 'en-GB', numberingSystem: 'latn' },
    'en',
  );
  expect(
    new Intl.DateTimeFormat(british.dates, { dateStyle: 'short' }).format(new Date(2026, 10, 25)),
  ).toBe('25/11/2026');
});

test('settings made for another language leave dates in the page language', () => {
  expect(localeFormats(hebrew, 'es').dates).toBe('es-u-nu-latn');
});

test('an unknown numbering system or tag falls back rather than throwing', () => {
  expect(localeFormats({ ...hebrew, numberingSystem: 'not a system' }, 'he')).toEqual({
    dates: 'he-IL',
    numbers: 'he',
  });
  expect(localeFormats({ ...hebrew, dateLocale: '??' }, 'he').dates).toBe('en');
});

test('a plain tag is written as Intl.Locale writes it, without setting up its data', () => {
  const tags = ['en', 'pt-br', 'zh-hant-tw', 'es-419', 'SR-latn'];
  const expected = tags.map((tag) => new Intl.Locale(tag, { numberingSystem: 'arab' }).toString());
  const build = jest.spyOn(Intl, 'Locale');
  const written = tags.map(
    (tag) => localeFormats({ locale: tag, dateLocale: tag, numberingSystem: 'Arab' }, tag).numbers,
  );
  expect(written).toEqual(expected);
  expect(build).not.toHaveBeenCalled();
  build.mockRestore();
});
