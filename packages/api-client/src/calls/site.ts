import type { ApiClient } from '../client';
import type { AppStatus, FeatureFlag, Language } from '../types';
import { get, type CallOptions } from './http';

/** GET /wp/v2/appStatus (never cached). */
export const getAppStatus = (client: ApiClient, opts?: CallOptions) =>
  get<AppStatus>(client, '/wp/v2/appStatus', undefined, opts);

/** GET /wp/v2/features-config */
export const getFeaturesConfig = (client: ApiClient, opts?: CallOptions) =>
  get<FeatureFlag[]>(client, '/wp/v2/features-config', undefined, opts);

/** GET /ab/v1/languages */
export const getLanguages = (client: ApiClient, opts?: CallOptions) =>
  get<Language[]>(client, '/ab/v1/languages', undefined, opts);
