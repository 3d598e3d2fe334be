import { styled } from 'styled-components';

// Plain CSS only (no interpolations): the build compacts these templates (tsup.config.ts).
export const Root = styled.section`
  display: grid;
  gap: 0.5rem;
  h2,
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  input {
    box-sizing: border-box;
    inline-size: 100%;
    min-block-size: 40px;
    padding-inline: 0.75rem;
    border: 1px solid currentColor;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    font: inherit;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
`;

export const Scroller = styled.div`
  position: relative;
  max-block-size: 20rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-block: 1px solid rgb(128 128 128 / 0.35);
`;

export const Cues = styled.ol`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: absolute;
    inset-inline: 0;
    top: 0;
  }
  button {
    display: flex;
    gap: 0.75rem;
    inline-size: 100%;
    padding: 0.5rem;
    border: 0;
    border-inline-start: 3px solid transparent;
    background: none;
    color: inherit;
    font: inherit;
    line-height: 1.4;
    text-align: start;
    cursor: pointer;
  }
  button:hover {
    background: rgb(128 128 128 / 0.12);
  }
  button:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -2px;
  }
  [aria-current='true'] {
    border-color: currentColor;
    background: rgb(128 128 128 / 0.18);
    font-weight: 600;
  }
  time {
    flex: none;
    min-inline-size: 3.5em;
    font-variant-numeric: tabular-nums;
    opacity: 0.8;
  }
  mark {
    border-radius: 2px;
  }
`;
