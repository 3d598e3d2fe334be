import { css, styled } from 'styled-components';
import { focusRing, tokens } from '../theme';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => tokens(theme).space(1)};
  margin-block-end: ${({ theme }) => tokens(theme).space(3)};
  color: ${({ theme }) => tokens(theme).color.text};
  font-size: ${({ theme }) => tokens(theme).font.size.body};
`;

export const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

/**
 * Content that sits inside the input's end edge, such as a show/hide toggle: the input keeps the
 * full width of its neighbours, and the control reads as part of the field it acts on.
 */
export const Adornment = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${({ theme }) => tokens(theme).space(1)};
  display: flex;
  align-items: center;
`;

export const Label = styled.label`
  font-weight: 600;
  /* A required field says so at a glance; the input's own required state tells assistive
     technology, so the mark's alternative text is empty and stays out of the field's name. */
  &[data-required]::after {
    content: ' *';
    content: ' *' / '';
    color: ${({ theme }) => tokens(theme).color.danger};
  }
`;

export const control = css`
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

/** Room kept at the input's end for an adornment up to 36 px wide. */
const ADORNMENT_ROOM = 44;

export const Input = styled.input`
  ${control}
  inline-size: 100%;
  box-sizing: border-box;
  &[data-adorned] {
    padding-inline-end: ${ADORNMENT_ROOM}px;
  }
`;

export const Message = styled.span`
  font-size: ${({ theme }) => tokens(theme).font.size.small};
  color: ${({ theme }) => tokens(theme).color.textMuted};
  &[data-tone='error'] {
    color: ${({ theme }) => tokens(theme).color.danger};
  }
`;
