import { css } from 'styled-components';
import { tokens } from './styled';

/** Visible focus on keyboard focus only (WCAG 2.4.7). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => tokens(theme).color.focus};
    outline-offset: 2px;
  }
`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
