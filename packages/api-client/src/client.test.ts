import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  ApiError,
  createApiClient,
  getAppStatus,
  getLanguages,
  isApiError,
  login,
  search,
  type ApiClientOptions,
  type Middleware,
} from './index';
import { json, startWireServer, type WireServer } from './test/wireServer';

let server: WireServer;
beforeEach(async () => {
  server = await startWireServer();
});
afterEach(() => server.close());

const client = (options: ApiClientOptions = {}) =>
  createApiClient({ baseUrl: server.baseUrl, retry: { baseDelayMs: 1 }, ...options });

/**
 * The test's clock for the client's timers (waits, timeouts, deadlines); the network, Node's
 * fetch, keeps its own, so answers still come in between the clock's steps.
 */
const useTestClock = () =>
  jest.useFakeTimers({
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'],
  });
afterEach(() => jest.useRealTimers());

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Lets the network run, the test's clock held, until `done` holds (false after many turns). */
async function turnsUntil(done: () => boolean, turns = 10_000) {
  for (let turn = 0; turn < turns && !done(); turn++) await nextTurn();
  return done();
}

/**
 * Moves the test's clock a millisecond at a time, letting the network answer in between, until
 * `done` holds (false if it does not within `limitMs` of that clock).
 */
async function clockUntil(done: () => boolean, limitMs = 5_000) {
  for (let ms = 0; ms < limitMs && !done(); ms++) {
    await jest.advanceTimersByTimeAsync(1);
    await nextTurn();
  }
  return done();
}

/**
 * Node's fetch, counting the answers it has read to the end: once one is counted, what the client
 * does with it runs without waiting on the network (a retry's wait starts, say).
 */
function readingFetch() {
  const answers = { read: 0 };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const body = await response.text();
    answers.read += 1;
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return { fetch, answers };
}

/** The failure `call` ends in, once it has ended (undefined until then). */
function outcome(call: Promise<unknown>) {
  const ended: { failure?: unknown } = {};
  call.catch((error: unknown) => {
    ended.failure = error;
  });
  return ended;
}

describe('request rules', () => {
  test('a GET carries the language, timezone, requested-by and bearer headers, and no body type', async () => {
    await client({ getLocale: () => 'pt_BR', getToken: () => 'abc.def.ghi' }).request({
      path: '/wp/v2/x',
    });
    const [request] = server.seen;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/wp-json/wp/v2/x');
    expect(request?.headers).toMatchObject({
      accept: 'application/json',
      'accept-language': 'pt-BR',
      'x-wp-language': 'pt_BR',
      'x-timezone-offset': String(-new Date().getTimezoneOffset() / 60),
      'x-requested-by': 'campus',
      authorization: 'Bearer abc.def.ghi',
    });
    expect(request?.headers['content-type']).toBeUndefined();
  });

  test('no Authorization header without a token, and en_US when no locale is given', async () => {
    await client({ getToken: () => null }).request({ path: '/a' });
    await client({ getToken: () => '' }).request({ path: '/b' });
    expect(server.seen.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
    expect(server.seen[0]?.headers['accept-language']).toBe('en-US');
  });

  test('the timezone offset is in hours east of UTC', async () => {
    const spy = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
    try {
      await client().request({ path: '/tz' });
    } finally {
      spy.mockRestore();
    }
    expect(server.seen[0]?.headers['x-timezone-offset']).toBe('5.5');
  });

  test.each(['POST', 'PUT', 'DELETE'] as const)(
    '%s sends a JSON body with a JSON content type',
    async (method) => {
      await client().request({ path: '/w', method, data: { a: [1, 'é'] } });
      expect(server.seen[0]).toMatchObject({
        method,
        body: '{"a":[1,"é"]}',
        headers: { 'content-type': 'application/json' },
      });
    },
  );

  test('PATCH with an empty body sends neither body nor content type', async () => {
    await client().request({ path: '/p', method: 'PATCH' });
    expect(server.seen[0]).toMatchObject({ method: 'PATCH', body: '' });
    expect(server.seen[0]?.headers['content-type']).toBeUndefined();
  });

  test('GET query objects become a stable query string; extra headers are added', async () => {
    await client().request({
      path: '/wp/v2/resource',
      query: { search: 'a b', per_page: 20, tags: ['x', 'y'], skip: undefined },
      headers: { 'X-Extra': '1' },
    });
    expect(server.seen[0]?.url).toBe(
      '/wp-json/wp/v2/resource?per_page=20&search=a%20b&tags%5B0%5D=x&tags%5B1%5D=y',
    );
    expect(server.seen[0]?.headers['x-extra']).toBe('1');
  });

  test('credentials are sent and the base URL loses its trailing slash', async () => {
    const inits: RequestInit[] = [];
    const recording: typeof fetch = (input, init) => {
      inits.push(init ?? {});
      return fetch(input, init);
    };
    await createApiClient({ baseUrl: `${server.baseUrl}//`, fetch: recording }).request({
      path: '/c',
    });
    expect(inits[0]?.credentials).toBe('include');
    expect(server.seen[0]?.url).toBe('/wp-json/c');
  });

  test('the requested-by marker can be named by the app', async () => {
    await client({ requestedBy: 'campus-web' }).request({ path: '/r' });
    expect(server.seen[0]?.headers['x-requested-by']).toBe('campus-web');
  });

  test('an empty 204 answer resolves to null', async () => {
    server.handle((_, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(client().request({ path: '/n', method: 'DELETE' })).resolves.toBeNull();
  });
});

describe('errors', () => {
  test('a WordPress error body becomes an ApiError with its code, message, status and data', async () => {
    server.handle((_, res) =>
      json(res, 403, {
        code: '[jwt_auth] user_exists',
        message: 'The user exists.',
        data: { status: 403 },
      }),
    );
    const failure = login(client(), { user_email: 'a@b.c', password: 'x', options: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      code: '[jwt_auth] user_exists',
      message: 'The user exists.',
      status: 403,
      data: { status: 403 },
    });
  });

  test('a body that is not JSON gives invalid_json with the status', async () => {
    server.handle((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>oops</html>');
    });
    const error: unknown = await client()
      .request({ path: '/html' })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'invalid_json', status: 200 });
  });

  test('a failure answer without a WordPress body gives unknown_error with the status', async () => {
    server.handle((_, res) => json(res, 418, ['teapot']));
    await expect(client().request({ path: '/t' })).rejects.toMatchObject({
      code: 'unknown_error',
      status: 418,
    });
  });

  test('a refused connection gives fetch_error without a status', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const failure = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      retry: { retries: 0 },
    }).request({ path: '/x' });
    await expect(failure).rejects.toMatchObject({ code: 'fetch_error', status: undefined });
  });

  test('a network failure while the browser is offline gives offline_error', async () => {
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', {
      value: { onLine: false },
      configurable: true,
    });
    try {
      const failure = createApiClient({
        baseUrl: 'http://127.0.0.1:1',
        retry: { retries: 0 },
      }).request({ path: '/x' });
      await expect(failure).rejects.toMatchObject({
        code: 'offline_error',
        message: 'You are probably offline.',
      });
    } finally {
      if (previous) Object.defineProperty(globalThis, 'navigator', previous);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  test('an abort passes through as the AbortError, not an ApiError', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const failure = getAppStatus(client(), { signal: controller.signal });
    expect(await turnsUntil(() => server.seen.length === 1)).toBe(true);
    controller.abort();
    const error: unknown = await failure.catch((e: unknown) => e);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  test('an already aborted signal never reaches the server', async () => {
    const error: unknown = await getLanguages(client(), { signal: AbortSignal.abort() }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(server.seen).toHaveLength(0);
  });
});

describe('timeout per attempt', () => {
  /** Answers nothing at all for the first `times` requests, as a stalled server would. */
  const hangTimes = (times: number) => {
    server.handle((req, res) => {
      if (server.seen.length > times) json(res, 200, { ok: true });
    });
  };

  test('a GET that hangs is given up after the timeout and tried again', async () => {
    hangTimes(1);
    await expect(client({ timeoutMs: 100 }).request({ path: '/wp/v2/appStatus' })).resolves.toEqual(
      { ok: true },
    );
    expect(server.count('GET /wp-json/wp/v2/appStatus')).toBe(2);
  });

  test('when every attempt hangs, the failure is a timeout_error', async () => {
    hangTimes(10);
    const failure = await client({ timeoutMs: 50, retry: { retries: 1, baseDelayMs: 1 } })
      .request({ path: '/stalled' })
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure).toMatchObject({
      code: 'timeout_error',
      status: undefined,
    });
    expect(server.seen).toHaveLength(2);
  });

  test('a write that hangs times out once and is not sent again', async () => {
    hangTimes(10);
    await expect(
      client({ timeoutMs: 50 }).request({ path: '/w', method: 'POST', data: {} }),
    ).rejects.toMatchObject({
      code: 'timeout_error',
    });
    expect(server.seen).toHaveLength(1);
  });

  test("the caller's own abort is still an AbortError, not a timeout", async () => {
    hangTimes(10);
    const controller = new AbortController();
    const failure = client({ timeoutMs: 5_000 }).request({
      path: '/mine',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('deadline of a whole call', () => {
  const failureOf = (call: Promise<unknown>) => call.catch((error: unknown) => error);

  test('a read that gets no answer gives up at its deadline, retries included, as a timeout_error', async () => {
    useTestClock();
    server.handle(() => undefined);
    // On its own, three attempts of 1 s each: about 3 s.
    const api = client({ timeoutMs: 1_000, retry: { retries: 2, baseDelayMs: 1 } });
    const started = Date.now();
    const call = outcome(api.request({ path: '/stalled', deadlineMs: 1_500 }));
    expect(await clockUntil(() => call.failure !== undefined)).toBe(true);
    expect(isApiError(call.failure) && call.failure).toMatchObject({
      code: 'timeout_error',
      status: undefined,
    });
    // The second attempt, started at 1 s, is stopped at the deadline rather than at its own 1 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(Date.now() - started).toBeLessThan(1_510);
    expect(server.seen).toHaveLength(2);
    // Nothing is left on the clock, so no third attempt can start past the deadline.
    expect(jest.getTimerCount()).toBe(0);
  });

  test('a deadline that falls in the wait before a retry ends the call there', async () => {
    useTestClock();
    server.handle((_, res) =>
      json(res, 503, { code: 'busy', message: 'Busy', data: { status: 503 } }),
    );
    const { fetch, answers } = readingFetch();
    const api = client({ fetch, retry: { retries: 2, baseDelayMs: 600 } });
    const started = Date.now();
    const call = outcome(api.request({ path: '/busy', deadlineMs: 200 }));
    // The 503 is read with the clock held: the call is in its 600 ms wait when the clock moves.
    expect(await turnsUntil(() => answers.read === 1)).toBe(true);
    expect(await clockUntil(() => call.failure !== undefined)).toBe(true);
    expect(call.failure).toMatchObject({ code: 'timeout_error' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(Date.now() - started).toBeLessThan(210);
    expect(server.seen).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('an answer inside the deadline is the answer; a call without one keeps the client’s timing', async () => {
    server.handle((_, res) => {
      setTimeout(() => json(res, 200, { ok: true }), 150);
    });
    await expect(
      client({ timeoutMs: 1_000 }).request({ path: '/slowish', deadlineMs: 1_000 }),
    ).resolves.toEqual({ ok: true });
    await expect(client({ timeoutMs: 1_000 }).request({ path: '/plain' })).resolves.toEqual({
      ok: true,
    });
  });

  test('the calls take it: a search past its deadline fails as a timeout_error', async () => {
    server.handle(() => undefined);
    const started = Date.now();
    const failure = await failureOf(
      search(
        client({ timeoutMs: 5_000, retry: { retries: 0 } }),
        { search: 'x' },
        { deadlineMs: 100 },
      ),
    );
    expect(failure).toMatchObject({ code: 'timeout_error' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  test("the caller's own abort before the deadline is still an AbortError", async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const failure = failureOf(
      client().request({ path: '/mine', signal: controller.signal, deadlineMs: 1_000 }),
    );
    setTimeout(() => controller.abort(), 20);
    expect(await failure).toMatchObject({ name: 'AbortError' });
  });

  test('each caller of a shared read has its own deadline; the request goes on for the others', async () => {
    server.handle((_, res) => {
      setTimeout(() => json(res, 200, { shared: true }), 400);
    });
    const api = client();
    const hurried = failureOf(api.request({ path: '/shared', deadlineMs: 100 }));
    const patient = api.request({ path: '/shared' });
    expect(await hurried).toMatchObject({ code: 'timeout_error' });
    await expect(patient).resolves.toEqual({ shared: true });
    expect(server.seen).toHaveLength(1);
  });
});

describe('retry', () => {
  const failTimes = (times: number, status = 503) => {
    server.handle((req, res) =>
      server.seen.length <= times
        ? json(res, status, { code: 'busy', message: 'Busy', data: { status } })
        : json(res, 200, { ok: true }),
    );
  };

  test('a GET that fails with 5xx is retried with backoff until it succeeds', async () => {
    failTimes(2);
    await expect(client().request({ path: '/wp/v2/appStatus' })).resolves.toEqual({ ok: true });
    expect(server.count('GET /wp-json/wp/v2/appStatus')).toBe(3);
  });

  test('a GET answered 429 is retried too', async () => {
    failTimes(1, 429);
    await expect(client().request({ path: '/q' })).resolves.toEqual({ ok: true });
    expect(server.seen).toHaveLength(2);
  });

  test('the retries are bounded and the last error is reported', async () => {
    failTimes(10);
    await expect(
      client({ retry: { retries: 1, baseDelayMs: 1 } }).request({ path: '/b' }),
    ).rejects.toMatchObject({
      code: 'busy',
      status: 503,
    });
    expect(server.seen).toHaveLength(2);
  });

  test('backoff doubles from the base delay', async () => {
    failTimes(2);
    const started = Date.now();
    await client({ retry: { baseDelayMs: 60 } }).request({ path: '/slow' });
    // 60 ms then 120 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(170);
  });

  test('a retry carries the token as it is when the retry is sent', async () => {
    let token = 'old';
    server.handle((req, res) => {
      if (server.seen.length === 1) {
        token = 'renewed';
        return json(res, 503, { code: 'busy', message: 'Busy', data: { status: 503 } });
      }
      json(res, 200, { ok: true });
    });
    await client({ getToken: () => token }).request({ path: '/wp/v2/appStatus' });
    expect(server.seen.map((r) => r.headers.authorization)).toEqual([
      'Bearer old',
      'Bearer renewed',
    ]);
  });

  test('client errors are not retried', async () => {
    failTimes(10, 404);
    await expect(client().request({ path: '/nf' })).rejects.toMatchObject({ status: 404 });
    expect(server.seen).toHaveLength(1);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'a %s is never retried',
    async (method) => {
      failTimes(10);
      await expect(client().request({ path: '/w', method })).rejects.toMatchObject({ status: 503 });
      expect(server.seen).toHaveLength(1);
    },
  );

  test('an abort during the backoff stops the retries', async () => {
    useTestClock();
    failTimes(10);
    const { fetch, answers } = readingFetch();
    const controller = new AbortController();
    const call = outcome(
      client({ fetch, retry: { baseDelayMs: 200 } }).request({
        path: '/ab',
        signal: controller.signal,
      }),
    );
    // The 503 is read with the clock held: the call is in its 200 ms wait.
    expect(await turnsUntil(() => answers.read === 1)).toBe(true);
    controller.abort();
    expect(await turnsUntil(() => call.failure !== undefined)).toBe(true);
    expect(call.failure).toMatchObject({ name: 'AbortError' });
    // Nothing is left on the clock, so no retry can follow.
    expect(jest.getTimerCount()).toBe(0);
    expect(server.seen).toHaveLength(1);
  });
});

describe('middlewares', () => {
  test('see every call in order, may change it, and observe failures', async () => {
    const order: string[] = [];
    const statuses: Array<number | undefined> = [];
    const first: Middleware = (options, next) => {
      order.push('first');
      return next({ ...options, headers: { ...options.headers, 'X-First': '1' } });
    };
    const watch: Middleware = async (options, next) => {
      order.push('watch');
      try {
        return await next(options);
      } catch (error) {
        if (isApiError(error)) statuses.push(error.status);
        throw error;
      }
    };
    server.handle((req, res) =>
      req.url.endsWith('/denied')
        ? json(res, 401, { code: 'rest_forbidden', message: 'No', data: { status: 401 } })
        : json(res, 200, {}),
    );
    const api = client({ middlewares: [first] });
    const remove = api.use(watch);
    await api.request({ path: '/ok' });
    await expect(api.request({ path: '/denied' })).rejects.toMatchObject({ status: 401 });
    expect(order).toEqual(['first', 'watch', 'first', 'watch']);
    expect(statuses).toEqual([401]);
    expect(server.seen[0]?.headers['x-first']).toBe('1');

    remove();
    await expect(api.request({ path: '/denied' })).rejects.toMatchObject({ status: 401 });
    expect(statuses).toEqual([401]);
  });

  test('a middleware may answer without reaching the server', async () => {
    const api = client();
    api.use(async (options, next) =>
      options.path === '/local'
        ? { data: 'here', status: 200, headers: new Headers() }
        : next(options),
    );
    await expect(api.request({ path: '/local' })).resolves.toBe('here');
    expect(server.seen).toHaveLength(0);
  });

  test('send gives the answer with its status and headers', async () => {
    server.handle((_, res) => json(res, 201, { id: 1 }, { 'x-wp-total': '9' }));
    const answer = await client().send({ path: '/s', method: 'POST', data: {} });
    expect(answer.status).toBe(201);
    expect(answer.data).toEqual({ id: 1 });
    expect(answer.headers.get('x-wp-total')).toBe('9');
  });
});
