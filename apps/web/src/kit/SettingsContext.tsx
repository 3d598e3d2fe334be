import { createContext, useContext } from 'react';
import { readHostSettings, type AppSettings } from './settings';

const SettingsContext = createContext<AppSettings>(readHostSettings(undefined));

export const SettingsProvider = SettingsContext.Provider;
/** The host page's theme and locale settings, for screens that only read them. */
export const useSettings = () => useContext(SettingsContext);
