import type { FastifyInstance } from 'fastify';
import type { HostSettings, Language } from '@campus/api-client';
import type { ServerConfig } from '../../config';
import type { Store } from '../../plugins/store';
import { hostSettings, loadLanguages } from '../../domain/site/settings';
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
}

/** The site is this server: its store, and its own API answered in-process. */
export function storePageSource(
  app: FastifyInstance,
  config: ServerConfig,
  store: Store,
): PageSource {
  return {
    languages: () => loadLanguages(store),
    settings: (lang) => hostSettings(config, store, lang),
    fetch: fetchThrough(app),
  };
}
