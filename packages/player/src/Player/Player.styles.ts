import { styled } from 'styled-components';

// The time bar reads left to right in every language; menus and captions follow the page.
// video.js's translucent control bar leaves its grey text below AA contrast, hence the darker bar.
export const Root = styled.div`
  position: relative;
  width: 100%;
  &[data-kind='host'] {
    max-width: 1280px;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
  .vjs-progress-control,
  .vjs-time-control {
    direction: ltr;
  }
  .vjs-control-bar {
    background: rgba(20, 20, 20, 0.9);
  }
`;

export const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #000;
  & > div,
  & iframe {
    width: 100%;
    height: 100%;
  }
`;

export const Message = styled.p`
  position: absolute;
  inset: 0;
  margin: 0;
  display: grid;
  place-items: center;
  padding: 1rem;
  text-align: center;
  color: #fff;
  background: #1b1b1b;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding-block: 0.5rem;
`;

export const Help = styled.div`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-end: 0.5rem;
  z-index: 2;
  max-width: calc(100% - 1rem);
  padding: 0.75rem 1rem;
  border-radius: 6px;
  color: #fff;
  background: rgba(0, 0, 0, 0.92);
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0 0 0.75rem;
  }
  dt {
    font: bold 1em monospace;
  }
  dd {
    margin: 0;
  }
`;
