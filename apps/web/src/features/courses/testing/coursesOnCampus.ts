import { startCampus, type Campus } from '@campus/server/testing';
import type { AppStore } from '../../../app/store';
import { stopStore } from '../../../testing/kit';
import { todayInput } from '../format';

// Who is who in the demo store: the member (Maya) runs Foundations and Growing Together, has two
// runs and Springfield Community Church as her organization; the translator runs Growing Together
// alone; the newbie has no series, no runs and no organization. Each test that changes the store
// changes a user no other test here reads, or works on a server of its own.
export const NEWBIE = 'newbie@campus.test';
export const TRANSLATOR = 'translator@campus.test';

/** The courses screens' test files, each on a real server of its own; a test's store is stopped after it. */
export function coursesOnCampus() {
  const on = { campus: undefined as unknown as Campus, store: undefined as AppStore | undefined };
  beforeAll(async () => {
    on.campus = await startCampus();
  });
  afterEach(() => stopStore(on.store));
  afterAll(() => on.campus.close());
  return on;
}

/** The date `days` ago, as a date field takes it. */
export const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return todayInput(date);
};

/** A call to the server as `email`, as another device of theirs would make it. */
export async function asUser<T>(
  server: Campus,
  email: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await server.login(email);
  const response = await fetch(`${server.baseUrl}/wp-json${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
