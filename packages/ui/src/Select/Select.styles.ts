import { styled } from 'styled-components';
import { control } from '../TextField/TextField.styles';

export const NativeSelect = styled.select`
  ${control}
  inline-size: 100%;
`;
