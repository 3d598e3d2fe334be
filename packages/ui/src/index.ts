export { CampusThemeProvider, useColorScheme } from './CampusThemeProvider';
export type { CampusThemeProviderProps, ColorMode } from './CampusThemeProvider';
export {
  lightTheme,
  darkTheme,
  tokens,
  focusRing,
  focusRingInset,
  focusRingOnColor,
  visuallyHidden,
} from './theme';
export type { CampusTheme } from './theme';
export * from './ProgressCircle';
export * from './Dialog';
export * from './Stepper';
export * from './LocationPicker';
export * from './PasswordEditor';
export { passwordSchema } from './PasswordEditor/passwordSchema';
export * from './Button';
export * from './TextField';
export * from './Select';
export * from './Checkbox';
export * from './LinearProgress';
export * from './Snackbar';
export * from './Skeleton';
