import type { DefaultTheme } from 'styled-components';
import { lightTheme, type CampusTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends CampusTheme {}
}

/** The theme in force, or the light theme when a component renders outside a ThemeProvider. */
export function tokens(theme: DefaultTheme | Partial<CampusTheme> | undefined): CampusTheme {
  return theme && 'color' in theme && theme.color ? (theme as CampusTheme) : lightTheme;
}
