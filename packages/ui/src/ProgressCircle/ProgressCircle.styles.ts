import { styled } from 'styled-components';
import { tokens } from '../theme';

export const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => tokens(theme).space(2)};
  color: ${({ theme }) => tokens(theme).color.text};
  font-size: ${({ theme }) => tokens(theme).font.size.small};
`;

export const Track = styled.circle`
  stroke: ${({ theme }) => tokens(theme).color.track};
`;

export const Bar = styled.circle`
  stroke: ${({ theme }) => tokens(theme).color.success};
  transition: stroke-dashoffset
    ${({ theme }) => `${tokens(theme).motion.medium} ${tokens(theme).motion.easing}`};
`;
