import { focusRing } from '@campus/ui';
import { styled } from 'styled-components';
import { NavLink } from '../kit/Link';

export const MENU_WIDTH = 225;

export const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  inline-size: ${MENU_WIDTH}px;
  box-sizing: border-box;
  padding: 16px 12px;
  background: ${({ theme }) => theme.color.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};

  @media (max-width: 767.98px) {
    inline-size: auto;
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    border-inline-end: 0;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const List = styled.ul`
  display: contents;
  list-style: none;
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  @media (max-width: 767.98px) {
    flex-basis: 100%;
  }
`;

const itemStyles = `
  display: flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: 12px;
  border: 0;
  border-radius: 6px;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

export const Logo = styled(NavLink)`
  ${itemStyles}
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
`;

export const Item = styled(NavLink)`
  ${itemStyles}
  &.active {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  ${focusRing}
`;

export const Action = styled.button`
  ${itemStyles}
  text-align: start;
  ${focusRing}
`;

/** The phone's menu button: at the top bar's end, drawn as a button, its icon showing its state. */
export const MenuButton = styled.button`
  ${itemStyles}
  gap: 8px;
  margin-inline-start: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  & svg {
    inline-size: 20px;
    block-size: 20px;
    flex: none;
  }
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
`;

/** The language in use, beside the languages on offer (always shown; pinned by Shell.test.tsx). */
export const CurrentLanguage = styled.span`
  ${itemStyles}
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const External = styled.a`
  ${itemStyles}
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 12px;
  font-size: 0.875rem;
  & select {
    min-block-size: 36px;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 4px;
  }
`;

export const Secret = styled.p`
  margin: 0;
  padding-inline: 12px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
