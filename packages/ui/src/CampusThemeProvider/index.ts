export { CampusThemeProvider } from './CampusThemeProvider';
export type { CampusThemeProviderProps } from './CampusThemeProvider';
export { useColorScheme } from './useColorScheme';
export type { ColorMode } from './useColorScheme';
