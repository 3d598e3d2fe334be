export { lightTheme, darkTheme } from './theme';
export type { CampusTheme } from './theme';
export { tokens } from './styled';
export { focusRing, visuallyHidden } from './mixins';
