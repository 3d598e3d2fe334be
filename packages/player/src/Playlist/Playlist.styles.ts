import { styled } from 'styled-components';

// Side by side from 1024px; the list scrolls past 180px (spec 1 §9).
export const Layout = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(14rem, 1fr);
    align-items: start;
  }
`;

export const Main = styled.div`
  position: relative;
`;

export const List = styled.ol`
  max-height: 180px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    width: 100%;
    padding: 0.5rem 0.75rem;
    border: 0;
    border-inline-start: 3px solid transparent;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  [aria-current='true'] {
    border-inline-start-color: currentColor;
    font-weight: bold;
  }
  button:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -2px;
  }
`;

export const EndOverlay = styled.div`
  position: absolute;
  inset: 0 0 auto;
  aspect-ratio: 16 / 9;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  color: #fff;
  background: rgba(0, 0, 0, 0.85);
  button {
    padding: 0.5rem 1rem;
    font: inherit;
  }
`;
