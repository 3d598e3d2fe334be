import type { FastifyInstance } from 'fastify';
import type { HostSettings, Language } from '@campus/api-client';
import type { ServerConfig } from '../../config';
import type { Db } from '../../services/store';
import {
  composeHostSettings,
  configuredFacts,
  hostSettings,
  loadLanguages,
} from '../../domain/site/settings';
import { rendererHeaders } from '../../conventions/renderer-reads';
import { fetchThrough } from './first-screens';

/**
 * Where the page learns what it carries: the site's languages (the page's `lang` and `dir`), the
 * host settings (`window.campusSettings`), and the REST API a first screen's data is read from.
 */
export interface PageSource {
  languages(): Promise<Language[]>;
  settings(lang: string): Promise<HostSettings>;
  /** Reached by the web build's renderer for a first screen's data (the course library's list). */
  fetch: typeof fetch;
  /**
   * The API as a visitor's own browser reaches it, with their cookies, for the screens only some
   * visitors may see (a lesson past a visitor's free lessons). Absent in front mode: the site keeps
   * its visitors' allowances, so those screens are not prerendered there.
   */
  readAsVisitor?: typeof fetch;
}

/** The site is this server: its store, and its own API answered in-process. */
export function storePageSource(app: FastifyInstance, config: ServerConfig, db: Db): PageSource {
  return {
    languages: () => loadLanguages(db),
    settings: (lang) => hostSettings(config, db, lang),
    fetch: fetchThrough(app, rendererHeaders),
    readAsVisitor: fetchThrough(app),
  };
}

/**
 * The site is elsewhere (front mode): settings only from the configuration
 * (`CAMPUS_SETTINGS` / `CAMPUS_SETTINGS_FILE`), data from the site's API through `siteFetch`.
 */
export function configuredPageSource(config: ServerConfig, siteFetch: typeof fetch): PageSource {
  const facts = configuredFacts(config.settings);
  return {
    languages: async () => facts.languages,
    settings: async (lang) => composeHostSettings(config, lang, facts),
    fetch: siteFetch,
  };
}
