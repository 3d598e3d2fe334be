import { styled } from 'styled-components';
import { tokens, visuallyHidden } from '../theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => tokens(theme).space(4)};
  color: ${({ theme }) => tokens(theme).color.text};
`;

export const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => tokens(theme).space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Step = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => tokens(theme).space(2)};
  color: ${({ theme }) => tokens(theme).color.textMuted};
  &[data-state='active'] {
    color: ${({ theme }) => tokens(theme).color.text};
    font-weight: 600;
  }
`;

export const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 24px;
  block-size: 24px;
  border-radius: 50%;
  font-size: ${({ theme }) => tokens(theme).font.size.small};
  background: ${({ theme }) => tokens(theme).color.track};
  color: ${({ theme }) => tokens(theme).color.text};
  [data-state='active'] > & {
    background: ${({ theme }) => tokens(theme).color.primary};
    color: ${({ theme }) => tokens(theme).color.onPrimary};
  }
  [data-state='completed'] > & {
    background: ${({ theme }) => tokens(theme).color.success};
    color: ${({ theme }) => tokens(theme).color.onPrimary};
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => tokens(theme).space(2)};
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
