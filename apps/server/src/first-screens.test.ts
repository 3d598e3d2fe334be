import { layoutOf, withFirstScreen } from './routes/web/first-screens';

// Which addresses are prerendered is the web renderer's decision (apps/web/src/firstScreens.test.ts).

describe('the layout a page is rendered for', () => {
  it.each([
    [{ 'sec-ch-ua-mobile': '?1' }, 'phone'],
    [
      { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
      'desktop',
    ],
    [
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' },
      'phone',
    ],
    [
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/130 Mobile Safari/537.36' },
      'phone',
    ],
    [
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/130 Safari/537.36' },
      'desktop',
    ],
    [{ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36' }, 'desktop'],
    [{}, 'desktop'],
  ] as const)('%j: %s', (headers, layout) => {
    expect(layoutOf(headers)).toBe(layout);
  });
});

describe('putting a screen in the page', () => {
  const page =
    '<!doctype html><html><head><title>Campus</title></head><body><div id="root"></div></body></html>';

  it('fills #root, marks its layout and adds the head and styles', () => {
    const html = withFirstScreen(
      page,
      { styles: '<style data-styled="active">.a{color:red}</style>', html: '<h1>Sign in</h1>' },
      { layout: 'phone', head: '<script nonce="n">check()</script>' },
    );
    expect(html).toBe(
      '<!doctype html><html><head><title>Campus</title><script nonce="n">check()</script><style data-styled="active">.a{color:red}</style></head><body><div id="root" data-prerendered="phone"><h1>Sign in</h1></div></body></html>',
    );
  });

  it('keeps a $ in the markup as text', () => {
    const html = withFirstScreen(
      page,
      { styles: '', html: "<p>$&amp; $' $1 $$</p>" },
      { layout: 'desktop', head: '' },
    );
    expect(html).toContain("<p>$&amp; $' $1 $$</p>");
  });

  it('leaves a page without an empty #root alone', () => {
    const other = page.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(
      withFirstScreen(other, { styles: 's', html: 'h' }, { layout: 'desktop', head: '' }),
    ).toBe(other);
  });
});
