import { bearer, login, startTestServer, type TestServer } from './test/harness';

// Every route, fed hostile input, must answer a WordPress-style 4xx (or a 2xx), never a 500.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'admin@campus.test');
});
afterAll(() => server.close());

const PARAM_VALUES = ['x', '0', '-1', '99999999999999999999', '%00', 'a'.repeat(300)];
const BODIES = [
  '"text"',
  '[]',
  'null',
  '123',
  '{"user":{"email":["a"]},"key":{},"card":"x","position":"far","name":null}',
  '{"__proto__":{"admin":true}}',
];

function urlsFor(pattern: string): string[] {
  if (!pattern.includes(':') && !pattern.includes('*')) return [pattern];
  return PARAM_VALUES.map((value) =>
    pattern.replace(/:(\w+)(\([^)]*\))?/g, () => encodeURIComponent(value)).replace('*', value),
  );
}

it('never answers 500 to malformed parameters, bodies or tokens', async () => {
  const routes = server.app.routeList.filter(
    (r) => r.url.startsWith('/wp-json') && r.method !== 'HEAD',
  );
  expect(routes.length).toBeGreaterThan(50);
  const failures: string[] = [];
  for (const route of routes) {
    for (const url of urlsFor(route.url)) {
      for (const headers of [
        {},
        bearer(token),
        bearer('not.a.token'),
        { authorization: 'Bearer' },
      ]) {
        const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BODIES;
        for (const payload of bodies) {
          const response = await server.app.inject({
            method: route.method as 'GET',
            url: `${url}?per_page=abc&offset=-5&search[]=x&token=bad`,
            headers:
              payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            payload,
          });
          if (
            response.statusCode >= 500 ||
            (response.statusCode >= 400 && typeof response.json().code !== 'string')
          ) {
            failures.push(
              `${route.method} ${url} ${String(payload)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
  }
  expect(failures).toEqual([]);
}, 120_000);
