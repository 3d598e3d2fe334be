import type { LocationTerm } from './calls/organizations.schema';
import type { Language } from './calls/site.schema';

/**
 * Theme settings the hosting page supplies, as a WordPress theme would localize them.
 * Every field is optional on the wire; the app fills in its defaults.
 */
export interface ThemeSettings {
  supports: {
    search?: boolean;
    locality?: boolean;
    phoneRequired?: boolean;
    salesforce?: boolean;
    disable_training?: boolean;
    [flag: string]: boolean | undefined;
  };
  values: {
    /** @default 'USD' */
    currency_code?: string;
    localities?: LocationTerm[];
    google_drive_key?: string;
    tracking?: Record<string, unknown>;
    preview_resources?: {
      products: Array<{ id: number; blog_id: number; title: string; slug: string }>;
    };
    support_site_url?: string;
    paymentProvider?: string;
    signon_bg_image?: string;
    gdpr_signup_message?: string;
    [value: string]: unknown;
  };
  /** Named links, e.g. `terms-and-conditions`. */
  links: Array<{ id: string; url: string; label?: string }>;
  errors: Record<string, string>;
  tracking: {
    'google-analytics'?: { accounts: Array<{ id: string; pageviews: boolean; events: boolean }> };
    matomo?: { trackerJSHost?: string; siteId?: string; enableLinkTracking?: boolean };
  };
}

/** Locale settings supplied with the theme settings. */
export interface LocaleSettings {
  locale: string;
  dateLocale: string;
  numberingSystem: string;
  ngLocale: string;
  training: { enable: boolean };
  languages: Language[];
}

/** What the hosting page puts on `window.campusSettings` before the app's script runs. */
export interface HostSettings {
  theme: ThemeSettings;
  locale: LocaleSettings;
  /** Site root the app calls (`/wp-json` is appended). @default same origin */
  apiBaseUrl?: string;
}
