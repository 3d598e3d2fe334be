import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { styled } from 'styled-components';
import { RestartNotice } from '../features/app-status';

const MENU_WIDTH = '225px';

const Frame = styled.div`
  min-block-size: 100vh;
  display: grid;
  grid-template-columns: ${MENU_WIDTH} 1fr;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  @media (max-width: 767.98px) {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 16px 12px;
  background: ${({ theme }) => theme.color.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};

  @media (max-width: 767.98px) {
    flex-direction: row;
    align-items: center;
    border-inline-end: 0;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    overflow-x: auto;
  }
`;

const Logo = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  margin-block-end: 12px;
  padding-inline: 8px;
  font-size: 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;

  @media (max-width: 767.98px) {
    margin-block-end: 0;
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: 12px;
  border-radius: 6px;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;

  &.active {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Main = styled.main`
  min-inline-size: 0;
  padding: 24px;
`;

/** The application frame: side menu (top bar below 768 px), the routed page, global notices. */
export function Shell() {
  useEffect(() => {
    // The static preloader in index.html covers the page until the app has painted once.
    document.getElementById('campus-preloader')?.remove();
  }, []);

  return (
    <Frame>
      <Menu aria-label="Main">
        <Logo to="/" aria-label="Campus home">
          Campus
        </Logo>
        <Item to="/dashboard">Dashboard</Item>
      </Menu>
      <Main id="main">
        <Outlet />
      </Main>
      <RestartNotice />
    </Frame>
  );
}
