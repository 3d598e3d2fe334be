import { createApiClient, decodeJwt, getProfile } from '@campus/api-client';
import { withFaults } from '@campus/api-client/testing';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
import type { AppStore } from '../../../app/store';
import { campusServices, MEMBER_EMAIL, stopStore } from '../../../testing/kit';
import { signonSubmitted } from '../slice';

/**
 * The accounts sagas' test files, each on a real server of its own: the app's store as a visitor's
 * with every request it puts on the wire recorded, and the server's mail and accounts to check
 * what the app did. The store of each test is stopped after it.
 */
export function accountsOnCampus() {
  const on = { campus: undefined as unknown as Campus, store: undefined as AppStore | undefined };
  beforeAll(async () => {
    on.campus = await startCampus();
  });
  afterEach(() => stopStore(on.store));
  afterAll(() => on.campus.close());

  let accounts = 0;
  /** An address no other test of the file signs up with, so each sign-up starts from nothing. */
  const freshEmail = (name: string) => `${name}.${++accounts}@campus.test`;

  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${on.campus.baseUrl}/wp-json${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /**
   * An account request as the sign-up form or a survey invitation makes it; resolves to the code of
   * the mailed verification link.
   */
  async function requestAccount(
    email: string,
    { source = 'other', password }: { source?: 'survey' | 'other'; password?: string } = {},
  ) {
    await post('/wp/v2/user/account/request', {
      user: {
        first_name: 'Neo',
        last_name: 'Anders',
        email,
        source,
        ...(password && { password }),
      },
    });
    const [mail] = await on.campus.mails(email);
    return new URL(mail!.links[0]!).pathname.split('/').pop()!;
  }

  /** The requests the app put on the wire, by `METHOD /path` after /wp-json. */
  function recordRequests() {
    const bodies: Array<{ call: string; body: unknown; signedIn: boolean }> = [];
    const base: typeof fetch = (input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      );
      bodies.push({
        call: `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/wp-json/, '')}`,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        signedIn: new Headers(init?.headers).has('authorization'),
      });
      return fetch(input, init);
    };
    return { bodies, base };
  }

  async function start(hostSettings: unknown = {}) {
    const sent = recordRequests();
    const faults = withFaults(sent.base);
    const kit = await campusServices(on.campus, { signedIn: false, hostSettings, faults });
    const navigated: Array<{ to: string; options?: unknown }> = [];
    kit.services.navigate = (to, options) => void navigated.push({ to, options });
    on.store = kit.store;
    return { ...kit, store: kit.store, navigated, calls: faults.calls, bodies: sent.bodies };
  }

  /** A client of its own, to read what the server keeps after the app is done. */
  async function readProfile(email: string, password = DEMO_PASSWORD) {
    const token = await on.campus.login(email, password);
    const api = createApiClient({ baseUrl: on.campus.baseUrl, getToken: () => token });
    const id = Number(decodeJwt(token).data?.user?.id);
    return getProfile(api, id);
  }

  const login = (extra: Partial<Parameters<typeof signonSubmitted>[0]> = {}) =>
    signonSubmitted({
      user_email: ` ${MEMBER_EMAIL} `,
      password: DEMO_PASSWORD,
      rememberMe: true,
      options: { skipSalesForce: false, isAdminQA: true },
      ...extra,
    });

  return { on, freshEmail, post, requestAccount, start, readProfile, login };
}
