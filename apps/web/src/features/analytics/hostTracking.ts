import type { Services } from '../../kit/services';

/**
 * Addresses each site chooses, in its theme's `values.tracking`: a survey script, a
 * customer-chat tool, and a replacement web-analytics loader (a site that proxies gtag.js).
 */
export interface ExtraTracking {
  gaScriptUrl?: string;
  npsScriptUrl?: string;
  chat?: { appId?: string; scriptUrl?: string };
}

export function extraTracking(settings: Services['settings']): ExtraTracking {
  const raw = settings.theme.values.tracking;
  return typeof raw === 'object' && raw !== null ? (raw as ExtraTracking) : {};
}

/**
 * Whether the host settings switch on any tracking: web-analytics accounts, Matomo, or one of the
 * site's own scripts. Without, the tracking code is never downloaded.
 */
export function trackingConfigured(settings: Services['settings']): boolean {
  const { tracking } = settings.theme;
  const extra = extraTracking(settings);
  return (
    (tracking['google-analytics']?.accounts ?? []).length > 0 ||
    tracking.matomo !== undefined ||
    Boolean(extra.npsScriptUrl || extra.chat)
  );
}
