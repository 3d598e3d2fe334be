export { lightTheme, darkTheme } from './theme';
export type { CampusTheme } from './theme';
export { tokens } from './styled';
export { focusRing, focusRingInset, focusRingOnColor, visuallyHidden } from './mixins';
