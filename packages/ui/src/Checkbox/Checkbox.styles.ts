import { styled } from 'styled-components';
import { tokens } from '../theme';

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => tokens(theme).space(2)};
  min-block-size: 24px;
  color: ${({ theme }) => tokens(theme).color.text};
  input {
    inline-size: 24px;
    block-size: 24px;
    margin: 0;
    accent-color: ${({ theme }) => tokens(theme).color.primary};
  }
`;
