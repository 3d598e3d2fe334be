import type { ApiClient } from '@campus/api-client';
import { getContext } from 'redux-saga/effects';
import type { AppSettings } from './settings';

/** What sagas reach the outside world through; tests pass their own (a real server, short timers). */
export interface Services {
  api: ApiClient;
  settings: AppSettings;
  timing: {
    /** Spec 1 §9: first status poll 30 s after start… */
    statusFirstPollMs: number;
    /** …then every 30 s. */
    statusPollMs: number;
  };
  browser: {
    reload(): void;
  };
}

export const defaultTiming: Services['timing'] = {
  statusFirstPollMs: 30_000,
  statusPollMs: 30_000,
};

export function* getServices() {
  return (yield getContext('services')) as Services;
}
