// Muted mid tones: the covers sit on light and dark surfaces alike, so none is near white or black.
export const C = {
  navy: '#1f3a5f',
  slate: '#2f5d62',
  teal: '#2a9d8f',
  tealSoft: '#9fd3ca',
  sky: '#8ab6d6',
  skySoft: '#d6e4ef',
  sand: '#e9c46a',
  sandSoft: '#f1e6d0',
  coral: '#e07a5f',
  lilac: '#9d94c9',
  lilacSoft: '#e2dff0',
  mint: '#dcebe5',
  paper: '#fbfaf6',
  line: '#c9d1da',
  grey: '#8995a3',
  skin: ['#f1c7a5', '#c68e6a', '#8d5b3e'],
};
