/** Design tokens. Components read them through styled-components' ThemeProvider. */
export interface CampusTheme {
  mode: 'light' | 'dark';
  color: {
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    primary: string;
    onPrimary: string;
    success: string;
    danger: string;
    border: string;
    track: string;
    focus: string;
  };
  radius: { small: string; medium: string };
  space: (steps: number) => string;
  font: { family: string; size: { small: string; body: string; large: string } };
  /** Shadows: `raised` lifts a card or menu off the page, `overlay` a dialog above a backdrop. */
  elevation: { raised: string; overlay: string };
  /** Transitions: `short` for a control's own change, `medium` for a value filling in. */
  motion: { short: string; medium: string; easing: string };
}

const space = (steps: number) => `${steps * 4}px`;
const elevation = {
  raised: '0 1px 3px rgb(0 0 0 / 0.12)',
  overlay: '0 12px 32px rgb(0 0 0 / 0.3)',
};
const motion = { short: '0.2s', medium: '0.3s', easing: 'ease' };
const font = {
  family:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Hebrew", "Noto Sans Arabic", sans-serif',
  size: { small: '0.8125rem', body: '1rem', large: '1.25rem' },
};

export const lightTheme: CampusTheme = {
  mode: 'light',
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    text: '#1b1f24',
    textMuted: '#57606a',
    primary: '#0b5cad',
    onPrimary: '#ffffff',
    success: '#1a7f37',
    danger: '#c62828',
    border: '#d0d7de',
    track: '#e3e7eb',
    focus: '#0969da',
  },
  radius: { small: '4px', medium: '8px' },
  space,
  font,
  elevation,
  motion,
};

export const darkTheme: CampusTheme = {
  mode: 'dark',
  color: {
    background: '#0d1117',
    surface: '#161b22',
    text: '#e6edf3',
    // 4.9:1 on `track`, where a current or selected row puts secondary text; 7.6:1 on the page.
    textMuted: '#9da5ae',
    primary: '#4c9be8',
    onPrimary: '#0d1117',
    success: '#3fb950',
    danger: '#ff7b72',
    border: '#3d444d',
    track: '#30363d',
    focus: '#58a6ff',
  },
  radius: { small: '4px', medium: '8px' },
  space,
  font,
  elevation,
  motion,
};
