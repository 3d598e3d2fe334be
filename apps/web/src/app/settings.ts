import type { HostSettings, LocaleSettings, ThemeSettings } from '@campus/api-client';
import { array, boolean, mixed, object, string, type InferType } from 'yup';

declare global {
  interface Window {
    /** Put on the page by the host (the WordPress theme, or the reference server). */
    campusSettings?: unknown;
  }
}

const languageSchema = object({
  code: string().required(),
  label: string().required(),
  native_name: string().default(''),
  public: boolean().default(true),
  selected: boolean().default(false),
  dir: mixed<'ltr' | 'rtl'>().oneOf(['ltr', 'rtl']).default('ltr'),
});

const themeSchema = object({
  supports: object().default({}),
  values: object({
    currency_code: string().default('USD'),
  }).default({ currency_code: 'USD' }),
  links: array(
    object({ id: string().required(), url: string().required(), label: string().optional() }),
  ).default([]),
  errors: object().default({}),
  tracking: object().default({}),
});

const localeSchema = object({
  locale: string().default('en'),
  dateLocale: string().default('en-US'),
  numberingSystem: string().default('latn'),
  ngLocale: string().default('en'),
  training: object({ enable: boolean().default(true) }).default({ enable: true }),
  languages: array(languageSchema).default([]),
});

interface HostShape {
  theme: InferType<typeof themeSchema>;
  locale: InferType<typeof localeSchema>;
}

export type AppSettings = HostSettings & {
  theme: ThemeSettings & { values: { currency_code: string } };
  locale: LocaleSettings;
};

/**
 * Reads what the host page supplied, keeping every valid part and filling the spec's defaults
 * (spec 1 §3: currency USD, …). A malformed part is reported and replaced by its default, so a
 * theme misconfiguration degrades a feature instead of blanking the app.
 */
export function readHostSettings(raw: unknown): AppSettings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const parts = {} as Record<'theme' | 'locale', unknown>;
  for (const [key, schema] of [
    ['theme', themeSchema],
    ['locale', localeSchema],
  ] as const) {
    try {
      parts[key] = schema.validateSync(source[key] ?? {}, { abortEarly: false });
    } catch (error) {
      console.error(`Invalid ${key} settings from the host page; using defaults.`, error);
      parts[key] = schema.getDefault();
    }
  }
  const apiBaseUrl = typeof source.apiBaseUrl === 'string' ? source.apiBaseUrl : undefined;
  return { ...(parts as unknown as HostShape), apiBaseUrl } as AppSettings;
}
