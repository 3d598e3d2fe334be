export { Snackbar } from './Snackbar';
export type { SnackbarProps } from './Snackbar';
