import { styled } from 'styled-components';
import { focusRing, tokens } from '../theme';

export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => tokens(theme).space(2)};
  min-block-size: 36px;
  min-inline-size: 36px;
  padding-block: ${({ theme }) => tokens(theme).space(2)};
  padding-inline: ${({ theme }) => tokens(theme).space(4)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => tokens(theme).radius.small};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme }) => tokens(theme).color.primary};
  color: ${({ theme }) => tokens(theme).color.onPrimary};
  &[data-variant='secondary'] {
    background: transparent;
    color: ${({ theme }) => tokens(theme).color.primary};
    border-color: ${({ theme }) => tokens(theme).color.primary};
  }
  &[data-variant='text'] {
    background: transparent;
    color: ${({ theme }) => tokens(theme).color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  ${focusRing}
`;
