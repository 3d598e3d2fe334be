import { styled } from 'styled-components';
import { tokens } from '../theme';
import { control, Input } from '../TextField/TextField.styles';

export const NativeSelect = styled.select`
  ${control}
  inline-size: 100%;
`;

export const SearchBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const iconSize = '16px';

export const SearchIcon = styled.svg`
  position: absolute;
  inset-inline-start: ${({ theme }) => tokens(theme).space(3)};
  inline-size: ${iconSize};
  block-size: ${iconSize};
  color: ${({ theme }) => tokens(theme).color.textMuted};
  pointer-events: none;
`;

export const SearchInput = styled(Input)`
  padding-inline-start: calc(
    ${({ theme }) => tokens(theme).space(3)} + ${iconSize} +
      ${({ theme }) => tokens(theme).space(2)}
  );
`;
