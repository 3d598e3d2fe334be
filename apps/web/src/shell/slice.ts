import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ColorMode = 'system' | 'light' | 'dark';

export interface ShellState {
  menuOpen: boolean;
  languageMenuOpen: boolean;
  searchPanelOpen: boolean;
  /** Unknown until storage is read at start, so the banner never flashes for a consenting user. */
  cookieBannerVisible: boolean;
  colorMode: ColorMode;
  secretUnlocked: boolean;
  /** Errors shown on the generic error page in place of the current route (the address stays). */
  errorPage: string[] | null;
}

const initialState: ShellState = {
  menuOpen: false,
  languageMenuOpen: false,
  searchPanelOpen: false,
  cookieBannerVisible: false,
  colorMode: 'system',
  secretUnlocked: false,
  errorPage: null,
};

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    /** Spec 1 §2: the menu closes and the search form hides on every navigation. */
    navigated(state, _action: PayloadAction<{ pathname: string; search: string }>) {
      state.menuOpen = false;
      state.searchPanelOpen = false;
      state.languageMenuOpen = false;
      state.errorPage = null;
    },
    /** Spec 1 §2: the generic error page with a list of errors, without changing the address. */
    errorPageShown(state, { payload }: PayloadAction<string[]>) {
      state.errorPage = payload;
    },
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    languageMenuToggled(state) {
      state.languageMenuOpen = !state.languageMenuOpen;
    },
    searchPanelToggled(state) {
      state.searchPanelOpen = !state.searchPanelOpen;
    },
    cookieConsentRead(state, { payload }: PayloadAction<{ agreed: boolean }>) {
      state.cookieBannerVisible = !payload.agreed;
    },
    cookiesAccepted(state) {
      state.cookieBannerVisible = false;
    },
    languageChosen(_state, _action: PayloadAction<string>) {},
    colorModeLoaded(state, { payload }: PayloadAction<ColorMode>) {
      state.colorMode = payload;
    },
    colorModeChosen(state, { payload }: PayloadAction<ColorMode>) {
      state.colorMode = payload;
    },
    secretUnlocked(state) {
      state.secretUnlocked = true;
    },
  },
});

export const {
  navigated,
  menuToggled,
  languageMenuToggled,
  searchPanelToggled,
  cookieConsentRead,
  cookiesAccepted,
  languageChosen,
  colorModeLoaded,
  colorModeChosen,
  secretUnlocked,
  errorPageShown,
} = shellSlice.actions;
