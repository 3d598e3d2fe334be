import { styled } from 'styled-components';
import { tokens } from '../theme';

export const SnackbarRoot = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => tokens(theme).space(4)};
  inset-inline: 0;
  margin-inline: auto;
  inline-size: fit-content;
  max-inline-size: calc(100vw - 32px);
  z-index: 1100;
  padding-block: ${({ theme }) => tokens(theme).space(3)};
  padding-inline: ${({ theme }) => tokens(theme).space(4)};
  border-radius: ${({ theme }) => tokens(theme).radius.small};
  background: ${({ theme }) => tokens(theme).color.text};
  color: ${({ theme }) => tokens(theme).color.surface};
`;
