import { keyframes, styled } from 'styled-components';
import { tokens } from '../theme';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const SkeletonRoot = styled.span`
  display: block;
  background: ${({ theme }) => tokens(theme).color.track};
  border-radius: ${({ theme }) => tokens(theme).radius.small};
  animation: ${pulse} 1.5s ease-in-out infinite;
  &[data-shape='circle'] {
    border-radius: 50%;
  }
`;
