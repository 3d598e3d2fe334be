import { createContext, useContext, type ReactNode } from 'react';
import type { I18n } from './types';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` and the translator of the nearest `I18nProvider`. */
export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it.');
  return { t: i18n.t, i18n };
}
