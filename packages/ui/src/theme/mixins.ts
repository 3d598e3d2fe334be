import { css } from 'styled-components';
import { tokens } from './styled';

/**
 * The one focus indicator, drawn on keyboard focus only (WCAG 2.4.7). 2px thick, so its area is at
 * least a 2px perimeter (WCAG 2.2, 2.4.13); the theme's focus colour keeps 3:1 or more against the
 * page and surface colours of both themes (light 4.8:1, dark 6.8:1).
 */
function ring({ inset, color }: { inset: boolean; color?: string }) {
  return css`
    &:focus-visible {
      outline: 2px solid ${({ theme }) => color ?? tokens(theme).color.focus};
      outline-offset: ${inset ? '-2px' : '2px'};
    }
  `;
}

/** Focus ring outside the element's edge, on the page or surface colour around it. */
export const focusRing = ring({ inset: false });

/**
 * Focus ring inside the element's edge: for full-width rows and scrolling tab strips, where a ring
 * outside would be clipped by the container or drawn over the neighbours.
 */
export const focusRingInset = ring({ inset: true });

/**
 * Focus ring in white, for controls sitting on a dark or strongly coloured surface (a notice, a
 * primary-coloured bar) where the theme's focus colour would fall under 3:1 against it. The surface
 * must itself be at least 3:1 against white.
 */
export const focusRingOnColor = ring({ inset: false, color: '#ffffff' });

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
