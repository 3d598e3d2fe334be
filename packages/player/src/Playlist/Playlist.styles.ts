import { styled } from 'styled-components';

// Side by side from 1024px; the list scrolls past 180px (spec 1 §9).
// The first column holds the player and the end overlay placed over it.
export const Layout = styled.div`
  display: grid;
  gap: 1rem;
  & > div {
    position: relative;
    container-type: inline-size;
  }
  @media (min-width: 1024px) {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
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
    width: 100%;
    padding: 0.5rem;
    border: 0;
    border-inline-start: 3px solid transparent;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
  }
  [aria-current='true'] {
    border-color: currentColor;
    font-weight: bold;
  }
`;

// The overlay stops at the top of video.js's control bar (3em of its 10px type), which stays in
// reach at the end.
export const EndOverlay = styled.div`
  position: absolute;
  inset: 0 0 auto;
  height: calc(100cqi * 9 / 16 - 30px);
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  background: #000000d9;
`;
