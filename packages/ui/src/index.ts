export { ProgressCircle } from './ProgressCircle';
export type { ProgressCircleProps } from './ProgressCircle';
export { lightTheme, darkTheme } from './theme';
export type { CampusTheme } from './theme';
export { CampusThemeProvider, useColorScheme } from './CampusThemeProvider';
export type { CampusThemeProviderProps, ColorMode } from './CampusThemeProvider';
export { tokens } from './theme';
