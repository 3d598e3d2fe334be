/**
 * A prerendered page hydrates with the numbers the server wrote (`window.campusFormatted`), so the
 * browser sets up no Intl locale data in its first render.
 */
const PRICE = { style: 'currency', currency: 'USD' } as const;

/** The module as a page first loads it: it reads the handed-over numbers once. */
const freshIntl = () => {
  jest.resetModules();
  return import('./intl');
};

afterEach(() => {
  delete window.campusFormatted;
  jest.restoreAllMocks();
});

test('a server render records every number it formats, by locale, options and value', async () => {
  const { numberFormat, recordingFormatted } = await freshIntl();
  const { result, formatted } = await recordingFormatted(async () =>
    [12, 1234.5].map((value) => numberFormat('en-u-nu-latn', PRICE).format(value)),
  );
  expect(result).toEqual(['$12.00', '$1,234.50']);
  expect(formatted).toEqual({
    'n|en-u-nu-latn|{"style":"currency","currency":"USD"}|12': '$12.00',
    'n|en-u-nu-latn|{"style":"currency","currency":"USD"}|1234.5': '$1,234.50',
  });
  // Formatted after the render: not the page's.
  numberFormat('en-u-nu-latn', PRICE).format(7);
  expect(Object.keys(formatted)).toHaveLength(2);
});

test('the browser writes a handed-over number as the server did, without building a formatter', async () => {
  window.campusFormatted = { 'n|en-u-nu-latn|{"style":"currency","currency":"USD"}|12': 'US$ 12' };
  const build = jest.spyOn(Intl, 'NumberFormat');
  const { numberFormat } = await freshIntl();
  expect(numberFormat('en-u-nu-latn', PRICE).format(12)).toBe('US$ 12');
  expect(build).not.toHaveBeenCalled();
  // Any other value, locale or option is formatted here.
  expect(numberFormat('en-u-nu-latn', PRICE).format(13)).toBe('$13.00');
  expect(numberFormat('es-u-nu-latn', PRICE).format(12)).toBe('12,00\u00a0US$');
  expect(build).toHaveBeenCalledTimes(2);
});

test('a page without handed-over numbers, or with a malformed list, formats them itself', async () => {
  window.campusFormatted = { 'n|en|{}|1': 1 };
  const { numberFormat } = await freshIntl();
  expect(numberFormat('en').format(1)).toBe('1');
});

test('language names are recorded and handed over as numbers are', async () => {
  const { languageName, recordingFormatted } = await freshIntl();
  const { result, formatted } = await recordingFormatted(async () => [
    languageName('es', 'en'),
    languageName('es', 'es'),
    languageName('not a code', 'en'),
  ]);
  expect(result).toEqual(['Spanish', 'español', 'not a code']);
  expect(formatted).toEqual({
    'l|en|es': 'Spanish',
    'l|es|es': 'español',
    'l|en|not a code': 'not a code',
  });

  window.campusFormatted = formatted;
  const build = jest.spyOn(Intl, 'DisplayNames');
  const page = await freshIntl();
  expect(page.languageName('es', 'es')).toBe('español');
  expect(build).not.toHaveBeenCalled();
  build.mockRestore();
  expect(page.languageName('he', 'en')).toBe('Hebrew');
});
