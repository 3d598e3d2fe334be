import { HAND_OVER_ID, readHandOver, readHostSettings, themeLink } from './settings';

test('fills the defaults in when the host page supplies nothing', () => {
  const settings = readHostSettings(undefined);
  expect(settings.theme.values.currency_code).toBe('USD');
  expect(settings.theme.links).toEqual([]);
  expect(settings.locale.training.enable).toBe(true);
  expect(settings.locale.languages).toEqual([]);
});

test('keeps what the host supplied', () => {
  const settings = readHostSettings({
    theme: {
      supports: { search: true },
      values: { currency_code: 'EUR', support_site_url: 'https://help.example' },
    },
    locale: {
      locale: 'he',
      languages: [{ code: 'he', label: 'Hebrew', native_name: 'עברית', dir: 'rtl' }],
    },
    apiBaseUrl: 'https://training.example',
  });
  expect(settings.theme.supports).toEqual({ search: true });
  expect(settings.theme.values).toMatchObject({
    currency_code: 'EUR',
    support_site_url: 'https://help.example',
  });
  expect(settings.locale.languages[0]).toMatchObject({ code: 'he', dir: 'rtl', public: true });
  expect(settings.apiBaseUrl).toBe('https://training.example');
});

test('replaces a malformed part with its defaults and reports it', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const settings = readHostSettings({ theme: { links: 'not a list' }, locale: { locale: 'fr' } });
  expect(settings.theme.links).toEqual([]);
  expect(settings.locale.locale).toBe('fr');
  expect(error).toHaveBeenCalledWith(
    expect.stringContaining('Invalid theme settings'),
    expect.anything(),
  );
  error.mockRestore();
});

test('a language without a code, or with an unknown direction, makes the locale fall back to defaults', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const languages of [[{ label: 'Hebrew' }], [{ code: 'he', label: 'Hebrew', dir: 'up' }]]) {
    const settings = readHostSettings({ locale: { locale: 'he', languages } });
    expect(settings.locale).toMatchObject({
      locale: 'en',
      languages: [],
      training: { enable: true },
    });
  }
  expect(error).toHaveBeenCalledTimes(2);
  error.mockRestore();
});

test('keeps unknown theme values and link labels for the areas that read them', () => {
  const settings = readHostSettings({
    theme: {
      values: { signon_bg_image: '/media/bg.jpg' },
      links: [{ id: 'terms', url: '/terms', label: 'Terms' }],
    },
  });
  expect(settings.theme.values).toEqual({ signon_bg_image: '/media/bg.jpg', currency_code: 'USD' });
  expect(settings.theme.links).toEqual([{ id: 'terms', url: '/terms', label: 'Terms' }]);
});

test('a theme link is found by id; an unknown id is logged once and gives nothing', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const theme = { links: [{ id: 'terms-and-conditions', url: '/terms', label: 'Terms' }] };
    expect(themeLink(theme, 'terms-and-conditions')).toEqual(theme.links[0]);
    expect(themeLink(theme, 'refund-policy')).toBeUndefined();
    expect(themeLink(theme, 'refund-policy')).toBeUndefined();
    expect(warn.mock.calls).toEqual([
      [expect.stringContaining('Unknown theme link id "refund-policy"')],
    ]);
  } finally {
    warn.mockRestore();
  }
});

describe("a prerendered page's hand-over", () => {
  const handOver = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = HAND_OVER_ID;
    block.textContent = text;
    document.body.append(block);
  };
  afterEach(() => document.getElementById(HAND_OVER_ID)?.remove());

  test('gives the actions the server wrote, and nothing else in the list', () => {
    handOver('[{"type":"training/lessonHandedOver","payload":{"moduleKey":"m"}},7,{"payload":1}]');
    expect(readHandOver()).toEqual([
      { type: 'training/lessonHandedOver', payload: { moduleKey: 'm' } },
    ]);
  });

  test('is empty on a page without one, or with one that is not a list of actions', () => {
    expect(readHandOver()).toEqual([]);
    handOver('[{"type":');
    expect(readHandOver()).toEqual([]);
    document.getElementById(HAND_OVER_ID)?.remove();
    handOver('{"type":"a"}');
    expect(readHandOver()).toEqual([]);
  });
});
