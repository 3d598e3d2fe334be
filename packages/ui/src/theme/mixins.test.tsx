import { render, screen } from '@testing-library/react';
import { styled } from 'styled-components';
import {
  CampusThemeProvider,
  focusRing,
  focusRingInset,
  focusRingOnColor,
  visuallyHidden,
} from '../index';

/** The style styled-components injected for the element's own class plus `selector`. */
function rulesFor(element: Element, selector: string): Record<string, string> {
  const selectors = new Set(Array.from(element.classList, (name) => `.${name}${selector}`));
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
  const rule = rules.find(
    (r): r is CSSStyleRule => r instanceof CSSStyleRule && selectors.has(r.selectorText),
  );
  const style = rule?.style;
  return Object.fromEntries(
    ['outline', 'outline-offset', 'position', 'clip-path'].map((name) => [
      name,
      style?.getPropertyValue(name) ?? '',
    ]),
  );
}

const Plain = styled.button`
  ${focusRing}
`;
const Inset = styled.button`
  ${focusRingInset}
`;
const OnColor = styled.button`
  ${focusRingOnColor}
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;

test.each([
  ['light', '#0969da'],
  ['dark', '#58a6ff'],
] as const)(
  'focusRing is a 2px ring outside the edge in the %s theme focus colour',
  (mode, colour) => {
    render(
      <CampusThemeProvider mode={mode}>
        <Plain>Go</Plain>
      </CampusThemeProvider>,
    );
    expect(rulesFor(screen.getByRole('button', { name: 'Go' }), ':focus-visible')).toMatchObject({
      outline: `2px solid ${colour}`,
      'outline-offset': '2px',
    });
  },
);

test('focusRingInset draws the same ring inside the edge', () => {
  render(<Inset>Tab</Inset>);
  expect(rulesFor(screen.getByRole('button', { name: 'Tab' }), ':focus-visible')).toMatchObject({
    outline: '2px solid #0969da',
    'outline-offset': '-2px',
  });
});

test('focusRingOnColor draws the same ring in white', () => {
  render(<OnColor>Restart</OnColor>);
  expect(rulesFor(screen.getByRole('button', { name: 'Restart' }), ':focus-visible')).toMatchObject(
    {
      outline: '2px solid #ffffff',
      'outline-offset': '2px',
    },
  );
});

test('visuallyHidden clips the text off screen and keeps it in the accessibility tree', () => {
  render(
    <button type="button">
      <Hidden>Close</Hidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  expect(rulesFor(screen.getByText('Close'), '')).toMatchObject({
    position: 'absolute',
    'clip-path': 'inset(50%)',
  });
});
