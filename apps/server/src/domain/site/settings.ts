import type {
  HostSettings,
  Language,
  LocaleSettings,
  LocationTerm,
  ThemeSettings,
} from '@campus/api-client';
import type { ServerConfig, SettingsOverrides } from '../../config';
import { getMeta, type Db } from '../../services/store';

const BASE_THEME: ThemeSettings = {
  supports: {
    search: true,
    locality: true,
    phoneRequired: false,
    salesforce: false,
    disable_training: false,
  },
  values: {
    currency_code: 'USD',
    localities: [],
    preview_resources: { products: [] },
    support_site_url: 'https://support.example.org',
    paymentProvider: 'campus-test',
    signon_bg_image: '/media/signon.png',
    gdpr_signup_message:
      'We keep your details only to run your account. You can delete it at any time from your profile.',
  },
  links: [
    { id: 'terms-and-conditions', url: '/terms', label: 'Terms and Conditions' },
    { id: 'privacy-policy', url: '/privacy', label: 'Privacy Policy' },
  ],
  errors: {},
  tracking: {},
};

const LOCALES: Record<string, Omit<LocaleSettings, 'languages' | 'training'>> = {
  en: { locale: 'en', dateLocale: 'en-US', numberingSystem: 'latn', ngLocale: 'en' },
  he: { locale: 'he', dateLocale: 'he-IL', numberingSystem: 'latn', ngLocale: 'he' },
  es: { locale: 'es', dateLocale: 'es-ES', numberingSystem: 'latn', ngLocale: 'es' },
  fr: { locale: 'fr', dateLocale: 'fr-FR', numberingSystem: 'latn', ngLocale: 'fr' },
  de: { locale: 'de', dateLocale: 'de-DE', numberingSystem: 'latn', ngLocale: 'de' },
};

export async function loadLanguages(db: Db): Promise<Language[]> {
  return (await db.selectFrom('languages').selectAll().orderBy('position').execute()).map(
    (row) => ({
      code: String(row.code),
      label: String(row.label),
      native_name: String(row.native_name),
      public: Boolean(row.public),
      selected: Boolean(row.selected),
      dir: row.dir === 'rtl' ? 'rtl' : 'ltr',
    }),
  );
}

/** What the host settings show of the site's own content; the rest comes from the configuration. */
export interface SiteFacts {
  languages: Language[];
  localities: LocationTerm[];
  /** The series the survey invitation previews (the first two). */
  previewProducts: Array<{ id: number; blog_id: number; title: string; slug: string }>;
  /** Languages in which the learning centre is switched off. */
  trainingDisabled: string[];
}

/** The store's facts: languages, localities, the series to preview, where training is off. */
export async function siteFactsOf(db: Db): Promise<SiteFacts> {
  const localities = (
    await db.selectFrom('locations').selectAll().orderBy('parent').orderBy('name').execute()
  ).map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    parent: Number(row.parent),
    ...(row.locality_type_label ? { locality_type_label: String(row.locality_type_label) } : {}),
  }));
  const previewProducts = (
    await db
      .selectFrom('products')
      .select(['id', 'blog_id', 'title', 'slug'])
      .orderBy('id')
      .limit(2)
      .execute()
  ).map((row) => ({
    id: Number(row.id),
    blog_id: Number(row.blog_id),
    title: String(row.title),
    slug: String(row.slug),
  }));
  return {
    languages: await loadLanguages(db),
    localities,
    previewProducts,
    trainingDisabled: (await getMeta(db, 'training_disabled_languages'))?.split(',') ?? [],
  };
}

/** The one language a site has when its configuration names none. */
export const DEFAULT_LANGUAGES: Language[] = [
  {
    code: 'en',
    label: 'English',
    native_name: 'English',
    public: true,
    selected: true,
    dir: 'ltr',
  },
];

/**
 * A site without a store of its own (a front for another site) knows only its configuration: the
 * languages it lists (`locale.languages`, English otherwise); localities and previews come from
 * `theme.values` when it gives them.
 */
export function configuredFacts(overrides: SettingsOverrides): SiteFacts {
  const languages = overrides.locale?.languages;
  return {
    languages: languages && languages.length > 0 ? languages : DEFAULT_LANGUAGES,
    localities: [],
    previewProducts: [],
    trainingDisabled: [],
  };
}

/** `window.campusSettings` in `lang`: the built-in theme, the site's facts, then the overrides. */
export function composeHostSettings(
  config: Pick<ServerConfig, 'settings' | 'numberFreePlaylistViews'>,
  lang: string,
  facts: SiteFacts,
): HostSettings {
  const overrides = config.settings;
  const theme: ThemeSettings = {
    ...BASE_THEME,
    ...overrides.theme,
    supports: { ...BASE_THEME.supports, ...overrides.theme?.supports },
    values: {
      ...BASE_THEME.values,
      localities: facts.localities,
      preview_resources: { products: facts.previewProducts },
      numberFreePlaylistViews: config.numberFreePlaylistViews,
      ...overrides.theme?.values,
    },
    links: overrides.theme?.links ?? BASE_THEME.links,
    errors: { ...BASE_THEME.errors, ...overrides.theme?.errors },
    tracking: { ...BASE_THEME.tracking, ...overrides.theme?.tracking },
  };
  const locale: LocaleSettings = {
    ...(LOCALES[lang] ?? LOCALES.en!),
    training: { enable: !facts.trainingDisabled.includes(lang) },
    ...overrides.locale,
    languages: facts.languages,
  };
  return { theme, locale, ...(overrides.apiBaseUrl ? { apiBaseUrl: overrides.apiBaseUrl } : {}) };
}

export async function hostSettings(
  config: ServerConfig,
  db: Db,
  lang: string,
): Promise<HostSettings> {
  return composeHostSettings(config, lang, await siteFactsOf(db));
}

/** The feature switches, by key. */
export async function featureFlags(db: Db): Promise<Array<{ key: string; enabled: boolean }>> {
  return (await db.selectFrom('features').select(['key', 'enabled']).orderBy('key').execute()).map(
    (row) => ({
      key: String(row.key),
      enabled: Boolean(row.enabled),
    }),
  );
}
