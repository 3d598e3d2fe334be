export { ProgressCircle } from './ProgressCircle';
export type { ProgressCircleProps } from './ProgressCircle';
export { lightTheme, darkTheme } from './theme';
export type { CampusTheme } from './theme';
