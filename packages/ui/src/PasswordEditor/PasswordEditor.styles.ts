import { styled } from 'styled-components';
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
