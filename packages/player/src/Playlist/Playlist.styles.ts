import { styled } from 'styled-components';

// Side by side from 1024px; the list scrolls past 180px (README, "Sizes").
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
  flex-wrap: wrap;
  justify-content: center;
  gap: 1rem;
  padding: 1rem;
  background: #000000d9;

  /* White on the overlay's near-black: 17:1 for the label, and the outline marks the button. */
  button {
    min-height: 44px;
    max-width: 100%;
    padding: 0.5rem 1rem;
    border: 2px solid #ffffff;
    border-radius: 4px;
    background: transparent;
    color: #ffffff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  button:first-child {
    background: #ffffff;
    color: #000000;
  }
  button:hover {
    text-decoration: underline;
  }
  button:focus-visible {
    outline: 3px solid #ffffff;
    outline-offset: 3px;
  }
`;
