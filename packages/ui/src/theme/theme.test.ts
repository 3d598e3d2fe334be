import { darkTheme, lightTheme, type CampusTheme } from './theme';

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

type Colour = keyof CampusTheme['color'];

// Text tokens on every surface the components put them on: page, cards, and the track colour of
// current rows, chips and progress backgrounds.
const TEXT_ON: Array<[Colour, Colour]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'track'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'track'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['onPrimary', 'primary'],
  ['danger', 'surface'],
  ['success', 'surface'],
];

describe.each([lightTheme, darkTheme])('$mode theme', (theme) => {
  test.each(TEXT_ON)('%s on %s reaches 4.5:1 (WCAG AA body text)', (text, surface) => {
    expect(contrast(theme.color[text], theme.color[surface])).toBeGreaterThanOrEqual(4.5);
  });

  test('the focus ring reaches 3:1 against the page and cards (WCAG 1.4.11)', () => {
    expect(contrast(theme.color.focus, theme.color.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme.color.focus, theme.color.surface)).toBeGreaterThanOrEqual(3);
  });
});
