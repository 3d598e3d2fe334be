import type { AreaName } from '../kit/areas';
import type { ShellState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
export type ShellRoot = { shell: ShellState };
type State = ShellRoot;

export const selectShell = (state: State) => state.shell;
export const selectColorMode = (state: State) => state.shell.colorMode;
export const selectCookieBannerVisible = (state: State) => state.shell.cookieBannerVisible;
export const selectSecretUnlocked = (state: State) => state.shell.secretUnlocked;
export const selectErrorPage = (state: State) => state.shell.errorPage;
export const selectSearchPanelOpen = (state: State) => state.shell.searchPanelOpen;
export const selectSearchPanelFailed = (state: State) => state.shell.searchPanelFailed;
export const selectAreaStarted = (state: State, area: AreaName) =>
  state.shell.startedAreas.includes(area);
