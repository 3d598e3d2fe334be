import type { ShellState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
type State = { shell: ShellState };

export const selectShell = (state: State) => state.shell;
export const selectColorMode = (state: State) => state.shell.colorMode;
export const selectCookieBannerVisible = (state: State) => state.shell.cookieBannerVisible;
export const selectSecretUnlocked = (state: State) => state.shell.secretUnlocked;
export const selectErrorPage = (state: State) => state.shell.errorPage;
