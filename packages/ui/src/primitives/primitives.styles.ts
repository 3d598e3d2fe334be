import { css, keyframes, styled } from 'styled-components';
import { tokens } from '../theme';

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => tokens(theme).color.focus};
    outline-offset: 2px;
  }
`;

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

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => tokens(theme).space(1)};
  margin-block-end: ${({ theme }) => tokens(theme).space(3)};
  color: ${({ theme }) => tokens(theme).color.text};
  font-size: ${({ theme }) => tokens(theme).font.size.body};
`;

export const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => tokens(theme).space(1)};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Label = styled.label`
  font-weight: 600;
`;

const control = css`
  min-block-size: 40px;
  padding-inline: ${({ theme }) => tokens(theme).space(3)};
  border: 1px solid ${({ theme }) => tokens(theme).color.border};
  border-radius: ${({ theme }) => tokens(theme).radius.small};
  background: ${({ theme }) => tokens(theme).color.surface};
  color: ${({ theme }) => tokens(theme).color.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => tokens(theme).color.danger};
  }
  ${focusRing}
`;

export const Input = styled.input`
  ${control}
  inline-size: 100%;
`;

export const NativeSelect = styled.select`
  ${control}
  inline-size: 100%;
`;

export const Message = styled.span`
  font-size: ${({ theme }) => tokens(theme).font.size.small};
  color: ${({ theme }) => tokens(theme).color.textMuted};
  &[data-tone='error'] {
    color: ${({ theme }) => tokens(theme).color.danger};
  }
`;

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
  transition: inline-size 0.2s ease;
  &[data-indeterminate] {
    inline-size: 40%;
    animation: ${slide} 1.2s ease-in-out infinite;
  }
`;

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
