import { styled } from 'styled-components';

// The time bar reads left to right in every language; menus and captions follow the page.
// video.js fixes its control bar to `dir="ltr"`, so in a right-to-left page the bar's order is
// mirrored here (play on the right, full screen on the left) while the time bar itself stays.
// video.js's translucent control bar leaves its grey text below AA contrast, hence the darker bar.
export const Root = styled.div`
  &[data-kind='host'] {
    max-width: 1280px;
  }
  &:dir(rtl) .vjs-control-bar {
    flex-direction: row-reverse;
  }
  .vjs-progress-control,
  .vjs-time-control {
    direction: ltr;
  }
  .vjs-control-bar {
    background: #141414e6;
  }
  /* Under the stand-in, the arriving player's button would be a second one of the same name. */
  &[data-stand-in] .vjs-big-play-button {
    display: none;
  }
`;

/**
 * The poster and play button standing in for a player loaded on intent: the whole picture is the
 * button, its centre drawn as video.js's own big play button (3em by 1.63em of 30px type) so
 * nothing moves when the player takes its place.
 */
export const Facade = styled.button`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: #000;
  cursor: pointer;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  span {
    position: relative;
    display: grid;
    place-items: center;
    width: 90px;
    height: 49px;
    border: 2px solid #fff;
    border-radius: 9px;
    background: #2b333fb3;
  }
  span::before {
    content: '';
    border-block: 11px solid transparent;
    /* A play sign points right in every language, as video.js's own does. */
    border-left: 19px solid #fff;
  }
  &:hover span,
  &:focus-visible span {
    background: #73859f80;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

export const Stage = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: #000;
  & > div,
  iframe {
    width: 100%;
    height: 100%;
  }
`;

/**
 * Dark panels over the video: the error message and the shortcuts help. The loading note sits
 * under video.js's centred play button (1.63em of 30px) instead of over it, and lets it be pressed.
 */
export const Panel = styled.div`
  position: absolute;
  inset: 0;
  padding: 1rem;
  overflow: auto;
  color: #fff;
  background: #000000eb;
  &:not([role='dialog']) {
    display: grid;
    place-items: center;
  }
  &[role='status'] {
    inset: calc(50% + 2rem) 0 auto;
    height: auto;
    background: none;
    pointer-events: none;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 1rem;
  }
  dd {
    margin: 0;
  }
`;

/**
 * The row under the video (shortcuts help, audio language). Its controls take the page's font and
 * colour, drawn as quiet rounded buttons in that colour, so they sit with the host page's own in
 * light and dark rather than as the browser's grey buttons.
 *
 * It is one line at every width (12 px and a 36 px control, which a page can reserve while the
 * player loads): in a narrow player the language's visible label gives way (the select has it as its
 * name either way), and then the shortcuts button's text ends in an ellipsis. The label gives way
 * below 30rem: a player 427 px wide (a lesson at a 1024 px window) fits the three controls whole in
 * Firefox and WebKit, whose text runs wider, only without it and with the controls' padding and
 * gaps kept tight (`e2e/engines/player.engine.ts`).
 */
export const Tools = styled.div`
  container-type: inline-size;
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
  font-size: 0.875rem;

  label {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: 8px;
  }
  @container (max-width: 30rem) {
    [data-label-text] {
      display: none;
    }
  }
  button {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  button ~ button {
    flex: none;
  }
  button,
  select {
    min-height: 36px;
    padding: 0 10px;
    border: 1px solid color-mix(in srgb, currentColor 60%, transparent);
    border-radius: 18px;
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:hover,
  select:hover {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  button:focus-visible,
  select:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;
