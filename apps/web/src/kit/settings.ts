import type { HostSettings, LocaleSettings, ThemeSettings } from '@campus/api-client';

/** What a visitor did to a prerendered screen before the app hydrated it. */
export interface EarlyInput {
  presses: Element[];
  fields: Element[];
}

declare global {
  interface Window {
    /** Put on the page by the host (the WordPress theme, or the reference server). */
    campusSettings?: unknown;
    /**
     * With a prerendered screen: the numbers and language names it shows as the server wrote
     * them, by locale, options and value (`src/kit/intl.ts`), so hydrating it formats none.
     */
    campusFormatted?: unknown;
    /**
     * With a prerendered screen: the presses and submissions made before the app hydrated it,
     * held by the page's first script (`src/prerender.tsx`), and the fields changed meanwhile.
     */
    campusEarlyInput?: { stop(): EarlyInput };
  }
}

/**
 * With a prerendered screen, the id of the page's JSON block holding the store actions that carry
 * the data it was rendered with (`src/prerender.tsx`), dispatched before hydrating. Data the
 * browser does not run, so the page's first task, before the first paint, does not compile it.
 */
export const HAND_OVER_ID = 'campus-hand-over';

/** The hand-over's actions, or none when the page has no block or it is not a list of actions. */
export function readHandOver(): { type: string }[] {
  const text = document.getElementById(HAND_OVER_ID)?.textContent;
  if (!text) return [];
  let actions: unknown;
  try {
    actions = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(actions)) return [];
  return actions.filter(
    (action): action is { type: string } =>
      typeof action === 'object' && action !== null && typeof action.type === 'string',
  );
}

// Hand-written rather than a schema library: these checks run before the first paint, and a
// schema library would be the largest thing in the initial script. Forms use yup in their own chunks.
type Plain = Record<string, unknown>;

class SettingsError extends Error {}

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function plain(value: unknown, path: string, fallback: Plain = {}): Plain {
  if (value === undefined || value === null) return { ...fallback };
  if (!isPlain(value)) throw new SettingsError(`${path} must be an object`);
  return value;
}

function text(value: unknown, path: string, fallback?: string): string {
  if (value === undefined || value === null) {
    if (fallback === undefined) throw new SettingsError(`${path} is required`);
    return fallback;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new SettingsError(`${path} must be a string`);
}

function flag(value: unknown, path: string, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  throw new SettingsError(`${path} must be true or false`);
}

function list<T>(value: unknown, path: string, item: (entry: unknown, at: string) => T): T[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new SettingsError(`${path} must be a list`);
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}

function readTheme(raw: unknown) {
  const theme = plain(raw, 'theme');
  const values = plain(theme.values, 'theme.values');
  return {
    ...theme,
    supports: plain(theme.supports, 'theme.supports'),
    values: {
      ...values,
      currency_code: text(values.currency_code, 'theme.values.currency_code', 'USD'),
    },
    links: list(theme.links, 'theme.links', (entry, at) => {
      const link = plain(entry, at);
      return {
        ...link,
        id: text(link.id, `${at}.id`),
        url: text(link.url, `${at}.url`),
        ...(link.label === undefined ? {} : { label: text(link.label, `${at}.label`) }),
      };
    }),
    errors: plain(theme.errors, 'theme.errors'),
    tracking: plain(theme.tracking, 'theme.tracking'),
  };
}

function readLocale(raw: unknown) {
  const locale = plain(raw, 'locale');
  const training = plain(locale.training, 'locale.training');
  return {
    ...locale,
    locale: text(locale.locale, 'locale.locale', 'en'),
    dateLocale: text(locale.dateLocale, 'locale.dateLocale', 'en-US'),
    numberingSystem: text(locale.numberingSystem, 'locale.numberingSystem', 'latn'),
    ngLocale: text(locale.ngLocale, 'locale.ngLocale', 'en'),
    training: { ...training, enable: flag(training.enable, 'locale.training.enable', true) },
    languages: list(locale.languages, 'locale.languages', (entry, at) => {
      const language = plain(entry, at);
      const dir = language.dir ?? 'ltr';
      if (dir !== 'ltr' && dir !== 'rtl') throw new SettingsError(`${at}.dir must be ltr or rtl`);
      return {
        ...language,
        code: text(language.code, `${at}.code`),
        label: text(language.label, `${at}.label`),
        native_name: text(language.native_name, `${at}.native_name`, ''),
        public: flag(language.public, `${at}.public`, true),
        selected: flag(language.selected, `${at}.selected`, false),
        dir: dir as 'ltr' | 'rtl',
      };
    }),
  };
}

interface HostShape {
  theme: ReturnType<typeof readTheme>;
  locale: ReturnType<typeof readLocale>;
}

export type AppSettings = HostSettings & {
  theme: ThemeSettings & { values: { currency_code: string } };
  locale: LocaleSettings;
};

/**
 * Reads what the host page supplied, keeping every valid part and filling in the defaults
 * (currency USD, …). A malformed part is reported and replaced by its default, so a theme
 * misconfiguration degrades a feature instead of blanking the app (pinned by settings.test.ts).
 */
export function readHostSettings(raw: unknown): AppSettings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const parts = {} as Record<'theme' | 'locale', unknown>;
  for (const [key, read] of [
    ['theme', readTheme],
    ['locale', readLocale],
  ] as const) {
    try {
      parts[key] = read(source[key]);
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      console.error(`Invalid ${key} settings from the host page; using defaults.`, error);
      parts[key] = read(undefined);
    }
  }
  const apiBaseUrl = typeof source.apiBaseUrl === 'string' ? source.apiBaseUrl : undefined;
  return { ...(parts as unknown as HostShape), apiBaseUrl } as AppSettings;
}

const reportedLinks = new Set<string>();

/**
 * A theme link by id (`terms-and-conditions`, …). An id the theme does not have is only logged,
 * once per id, and the caller goes on without the link (pinned by settings.test.ts).
 */
export function themeLink(theme: Pick<ThemeSettings, 'links'>, id: string) {
  const link = theme.links.find((candidate) => candidate.id === id);
  if (!link && !reportedLinks.has(id)) {
    reportedLinks.add(id);
    console.warn(`Unknown theme link id "${id}": the theme settings have no such link.`);
  }
  return link;
}
