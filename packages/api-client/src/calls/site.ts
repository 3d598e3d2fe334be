import type { ApiClient } from '../client';
import type { AppStatus, FeatureFlag } from '../types';

export function getAppStatus(client: ApiClient, signal?: AbortSignal): Promise<AppStatus> {
  return client.request<AppStatus>({ path: '/wp/v2/appStatus', signal });
}

export function getFeaturesConfig(client: ApiClient, signal?: AbortSignal): Promise<FeatureFlag[]> {
  return client.request<FeatureFlag[]>({ path: '/wp/v2/features-config', signal });
}
