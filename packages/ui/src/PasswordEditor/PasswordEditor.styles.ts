import { styled } from 'styled-components';
import { Button } from '../Button';
import { tokens, visuallyHidden } from '../theme';

export const Hints = styled.ul`
  margin: 0;
  margin-block-end: ${({ theme }) => tokens(theme).space(3)};
  padding-inline-start: ${({ theme }) => tokens(theme).space(5)};
  font-size: ${({ theme }) => tokens(theme).font.size.small};
`;

export const Hint = styled.li`
  color: ${({ theme }) => tokens(theme).color.danger};
  &[data-state='met'] {
    color: ${({ theme }) => tokens(theme).color.success};
  }
  &[data-state='idle'] {
    color: ${({ theme }) => tokens(theme).color.textMuted};
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The show/hide toggle, sized to sit inside the new password's input (36 px square), with its focus
 * ring drawn inside its own edge so that it does not cross the input's border.
 */
export const Toggle = styled(Button)`
  && {
    min-block-size: 36px;
    min-inline-size: 36px;
    padding: ${({ theme }) => tokens(theme).space(2)};
  }
  &&:focus-visible {
    outline-offset: -2px;
  }
`;
