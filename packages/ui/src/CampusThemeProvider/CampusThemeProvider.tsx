import { type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, tokens } from '../theme';
import { useColorScheme, type ColorMode } from './useColorScheme';

export interface CampusThemeProviderProps {
  /** Colour mode; `system` follows `prefers-color-scheme`. @default 'system' */
  mode?: ColorMode;
  children?: ReactNode;
}

const GlobalBase = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${({ theme }) => tokens(theme).color.background};
    color: ${({ theme }) => tokens(theme).color.text};
    font-family: ${({ theme }) => tokens(theme).font.family};
    color-scheme: ${({ theme }) => tokens(theme).mode};
  }
  a { color: ${({ theme }) => tokens(theme).color.primary}; text-underline-offset: 0.15em; }
  /* Decorative pictures (covers and illustrations, alt="") are toned down on a dark page, where
     their light backgrounds would glare; pictures that carry meaning keep their own colours. */
  img[alt=''] { filter: ${({ theme }) => (tokens(theme).mode === 'dark' ? 'brightness(0.8)' : 'none')}; }
  :focus-visible { outline: 2px solid ${({ theme }) => tokens(theme).color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;

/** Provides the Campus theme and base styles; dark mode follows the system unless forced. */
export function CampusThemeProvider({ mode = 'system', children }: CampusThemeProviderProps) {
  const resolved = useColorScheme(mode);
  return (
    <ThemeProvider theme={resolved === 'dark' ? darkTheme : lightTheme}>
      <GlobalBase />
      {children}
    </ThemeProvider>
  );
}
