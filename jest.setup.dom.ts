import '@testing-library/jest-dom';

// jsdom implements neither media playback nor CSS.supports; video.js and the player call both.
if (typeof window !== 'undefined') {
  if (!window.CSS) Object.defineProperty(window, 'CSS', { value: {} });
  if (!window.CSS.supports) window.CSS.supports = () => false;
  // jsdom has no layout and so no scrolling: its scrollTo only reports that it is missing. A
  // windowed list re-applies the page's scroll position when it mounts.
  window.scrollTo = () => undefined;
  Object.assign(HTMLMediaElement.prototype, {
    canPlayType: () => 'maybe',
    load: () => undefined,
    play: () => Promise.resolve(),
    pause: () => undefined,
  });
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
