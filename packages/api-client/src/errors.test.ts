import { ApiError, isApiError } from './index';
import type * as ApiClientPackage from './index';

type Copy = typeof ApiClientPackage;

/** The package loaded once more in its own module registry: a second copy, as an app with two versions has. */
async function secondCopy(): Promise<Copy> {
  let copy: Copy | undefined;
  await jest.isolateModulesAsync(async () => {
    copy = await import('./index');
  });
  if (!copy) throw new Error('the second copy did not load');
  return copy;
}

describe('isApiError', () => {
  test("accepts an error another copy's client reports", async () => {
    const other = await secondCopy();
    // A port nothing listens on: the other copy's client fails as when the network is down.
    const failure: unknown = await other
      .createApiClient({ baseUrl: 'http://127.0.0.1:1', retry: { retries: 0 } })
      .request({ path: '/x' })
      .catch((error: unknown) => error);

    expect(other.ApiError).not.toBe(ApiError);
    expect(failure instanceof ApiError).toBe(false);
    expect(isApiError(failure)).toBe(true);
    expect(isApiError(failure) && failure).toMatchObject({
      code: 'fetch_error',
      status: undefined,
    });
  });

  test("each copy accepts the other's errors", async () => {
    const other = await secondCopy();
    expect(isApiError(new other.ApiError({ code: 'rest_forbidden', message: 'No.' }, 403))).toBe(
      true,
    );
    expect(other.isApiError(new ApiError({ code: 'rest_forbidden', message: 'No.' }, 403))).toBe(
      true,
    );
  });

  test('accepts errors of a subclass', () => {
    class TimedOut extends ApiError {}
    expect(isApiError(new TimedOut({ code: 'timeout_error', message: 'Too slow.' }))).toBe(true);
  });

  test('rejects look-alikes without the brand', () => {
    const namedLikeIt = Object.assign(new Error('You are probably offline.'), {
      name: 'ApiError',
      code: 'offline_error',
      status: undefined,
      data: null,
    });
    const plain = {
      name: 'ApiError',
      code: 'offline_error',
      message: 'You are probably offline.',
      data: null,
    };
    const ownFalseBrand = {
      [Symbol.for('campus.api-client.ApiError')]: 'yes',
      code: 'x',
      message: 'x',
    };

    for (const value of [
      namedLikeIt,
      plain,
      ownFalseBrand,
      new Error('fetch failed'),
      null,
      undefined,
      'ApiError',
      401,
    ]) {
      expect(isApiError(value)).toBe(false);
    }
  });
});
