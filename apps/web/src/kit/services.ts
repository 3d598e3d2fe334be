import type { ApiClient } from '@campus/api-client';
import type { Session } from '@campus/auth';
import { getContext } from 'redux-saga/effects';
import type { Areas } from './areas';
import type { ServiceWorkerControl } from './serviceWorker';
import type { AppSettings } from './settings';

/** The globals the analytics services read their queues from. */
export interface AnalyticsGlobals {
  dataLayer?: unknown[];
  _paq?: unknown[];
  Intercom?: (command: string, ...args: unknown[]) => void;
}

/** What sagas reach the outside world through; tests pass their own (a real server, short timers). */
export interface Services {
  api: ApiClient;
  /**
   * A client as `api` whose every answer is also handed to `keep`, with its full address: a module
   * saved for offline keeps the very calls its screens make (features/offline).
   */
  apiKeeping(keep: (address: string, answer: Response) => Promise<void>): ApiClient;
  /** The `@campus/auth` session over the same client: login, logout, guards, current user. */
  session: Session;
  settings: AppSettings;
  /** Starts the sagas of areas that load with their routes. */
  areas: Areas;
  /** Whether work done in this browser waits to be sent: the Learning Centre's completions. */
  unsentWork(): boolean;
  timing: {
    /** First status poll 30 s after start… */
    statusFirstPollMs: number;
    /** …then every 30 s. */
    statusPollMs: number;
    /**
     * A read a member waits on says it is taking longer than usual after this long without an
     * answer, and offers to stop it (README, "Slow reads")…
     */
    slowReadMs: number;
    /** …and gives up at this, retries included (the client's `deadlineMs`). */
    readDeadlineMs: number;
  };
  browser: {
    reload(): void;
    /** Full page load of another address (the language switch). */
    assign(url: string): void;
    /** The current address, for building the language URL. */
    href(): string;
  };
  /** Client-side navigation through the router; set once the router exists. */
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  /** Runs the open page's guards again (its route loaders), as after the session changed under it. */
  recheckGuards(): void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The app's service worker: registered for members, and how a new release takes over. */
  serviceWorker: ServiceWorkerControl;
  analytics: {
    globals: AnalyticsGlobals;
    /** Adds a script tag; addresses always come from the host settings. */
    loadScript(src: string): void;
  };
}

export const defaultTiming: Services['timing'] = {
  statusFirstPollMs: 30_000,
  statusPollMs: 30_000,
  slowReadMs: 5_000,
  readDeadlineMs: 20_000,
};

export function loadScriptTag(src: string) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

export function* getServices() {
  return (yield getContext('services')) as Services;
}
