import { keyframes, styled } from 'styled-components';
import { tokens } from '../theme';

const slide = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

export const Track = styled.div`
  position: relative;
  overflow: hidden;
  block-size: 4px;
  inline-size: 100%;
  background: ${({ theme }) => tokens(theme).color.track};
  border-radius: 2px;
`;

export const TrackBar = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  background: ${({ theme }) => tokens(theme).color.primary};
  transition: inline-size
    ${({ theme }) => `${tokens(theme).motion.short} ${tokens(theme).motion.easing}`};
  &[data-indeterminate] {
    inline-size: 40%;
    animation: ${slide} 1.2s ease-in-out infinite;
  }
`;
