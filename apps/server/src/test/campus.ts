/**
 * A real campus server for another package's suites, on a fresh seeded store (see `pool.ts`).
 * Only `fetch` is used here, so the helper runs in jsdom and node suites alike.
 */
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import type { StoredMail } from '../services/mail';

export { DEMO_PASSWORD };

/** A mail the server sent, as the development outbox lists it. */
export type OutboxMail = StoredMail;

export interface CampusOptions {
  /** Server environment, e.g. `{ CAMPUS_SETTINGS: '…' }`; the test defaults apply underneath. */
  env?: Record<string, string>;
}

export interface Campus {
  baseUrl: string;
  /** Signs in through the real login call; resolves to the token. */
  login(email: string, password?: string): Promise<string>;
  /** The mails sent to `to` once at least `count` have arrived (some leave after the answer). */
  mails(to: string, count?: number): Promise<OutboxMail[]>;
  /** Marks a new build, as a deploy does, so the app's status poll sees it. */
  deploy(options?: { restartRequired?: boolean }): Promise<void>;
  close(): Promise<void>;
}

function poolUrl(): string {
  const url = process.env.CAMPUS_TEST_POOL;
  if (!url)
    throw new Error(
      'No campus server pool: add @campus/server/testing/global-setup as the jest globalSetup.',
    );
  return url;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function startCampus(options: CampusOptions = {}): Promise<Campus> {
  const pool = poolUrl();
  const { id, baseUrl } = await json<{ id: string; baseUrl: string }>(
    await fetch(`${pool}/servers`, {
      method: 'POST',
      body: JSON.stringify({ env: options.env ?? {} }),
    }),
  );
  const api = (path: string, init?: RequestInit) =>
    fetch(`${baseUrl}/wp-json${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init?.headers },
    });
  return {
    baseUrl,
    async login(email, password = DEMO_PASSWORD) {
      const body = JSON.stringify({ user_email: email, password, options: {} });
      return (
        await json<{ token: string }>(await api('/jwt-auth/v1/token', { method: 'POST', body }))
      ).token;
    },
    async mails(to, count = 1) {
      for (let attempt = 0; attempt < 100; attempt++) {
        const mails = await json<OutboxMail[]>(
          await api(`/campus-dev/v1/outbox?to=${encodeURIComponent(to)}`),
        );
        if (mails.length >= count) return mails;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to}`);
    },
    async deploy({ restartRequired = true } = {}) {
      await json(
        await api('/campus-dev/v1/app-status/bump', {
          method: 'POST',
          body: JSON.stringify({ restartRequired }),
        }),
      );
    },
    async close() {
      await json(await fetch(`${pool}/servers/${id}`, { method: 'DELETE' }));
    },
  };
}

export { isAppPath } from '../routes/web/app-paths';
