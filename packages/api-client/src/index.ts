export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './client';
export { ApiError, isApiError } from './errors';
export type { WpErrorBody } from './errors';
export { getAppStatus, getFeaturesConfig } from './calls/site';
export type { AppStatus, FeatureFlag } from './types';
export type { Language } from './types';
export type { HostSettings, LocaleSettings, LocationTerm, ThemeSettings } from './settings';
