import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { areaStarted, errorPageShown, navigated } from '../kit/events';

export type ColorMode = 'system' | 'light' | 'dark';

export interface ShellState {
  menuOpen: boolean;
  languageMenuOpen: boolean;
  /** Unknown until storage is read at start, so the banner never flashes for a consenting user. */
  cookieBannerVisible: boolean;
  colorMode: ColorMode;
  secretUnlocked: boolean;
  /** Errors shown on the generic error page in place of the current route (the address stays). */
  errorPage: string[] | null;
  /** The search panel is out; the search area loads on its first opening. */
  searchPanelOpen: boolean;
  /** The search area could not be loaded for the panel (a deploy replaced this build). */
  searchPanelFailed: boolean;
  /** Areas whose state and sagas run, so their parts in the shell may show. */
  startedAreas: string[];
}

const initialState: ShellState = {
  menuOpen: false,
  languageMenuOpen: false,
  cookieBannerVisible: false,
  colorMode: 'system',
  secretUnlocked: false,
  errorPage: null,
  searchPanelOpen: false,
  searchPanelFailed: false,
  startedAreas: [],
};

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    languageMenuToggled(state) {
      state.languageMenuOpen = !state.languageMenuOpen;
    },
    cookieConsentRead(state, { payload }: PayloadAction<{ agreed: boolean }>) {
      state.cookieBannerVisible = !payload.agreed;
    },
    cookiesAccepted(state) {
      state.cookieBannerVisible = false;
    },
    languageChosen(_state, _action: PayloadAction<string>) {},
    /** An address of this site to open by loading the page anew, not by the router. */
    pageLoadWanted(_state, _action: PayloadAction<string>) {},
    colorModeLoaded(state, { payload }: PayloadAction<ColorMode>) {
      state.colorMode = payload;
    },
    colorModeChosen(state, { payload }: PayloadAction<ColorMode>) {
      state.colorMode = payload;
    },
    secretUnlocked(state) {
      state.secretUnlocked = true;
    },
    searchPanelToggled(state) {
      state.searchPanelOpen = !state.searchPanelOpen;
      state.searchPanelFailed = false;
    },
    searchPanelFailed(state) {
      state.searchPanelFailed = true;
    },
  },
  extraReducers: (builder) => {
    builder
      // The menu closes on every navigation, and the search form hides (pinned by Shell.test.tsx
      // and e2e/shell-menu.spec.ts).
      .addCase(navigated, (state) => {
        state.menuOpen = false;
        state.searchPanelOpen = false;
        state.languageMenuOpen = false;
        state.errorPage = null;
      })
      .addCase(errorPageShown, (state, { payload }) => {
        state.errorPage = payload;
      })
      .addCase(areaStarted, (state, { payload }) => {
        state.startedAreas.push(payload);
      });
  },
});

export const {
  menuToggled,
  languageMenuToggled,
  cookieConsentRead,
  cookiesAccepted,
  languageChosen,
  pageLoadWanted,
  colorModeLoaded,
  colorModeChosen,
  secretUnlocked,
  searchPanelToggled,
  searchPanelFailed,
} = shellSlice.actions;
