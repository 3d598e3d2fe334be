import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startTestServer, type TestServer } from './test/harness';

// The README's route tables are the server's documented surface: every route it registers under
// /wp-json is listed there, and every route listed there is registered.

const METHODS = /^((?:GET|POST|PUT|PATCH|DELETE)(?:\/(?:GET|POST|PUT|PATCH|DELETE))*) (\S+)/;
const PREFIXES: Record<string, string> = {
  '{wp}': '/wp-json/wp/v2',
  '{auth}': '/wp-json/jwt-auth/v1',
};

/** `/wp-json/wp/v2/course/:id` and the README's `{wp}/course/{id}` both become `… course/:`. */
const shapeOf = (path: string) =>
  path
    .replace(/:\w+(\([^)]*\))?/g, ':')
    .replace(/\{\w+\}/g, ':')
    .replace(/\/$/, '');

function documentedRoutes(readme: string): Set<string> {
  const routes = new Set<string>();
  const sections = ['## Development routes', '### HTTP'].map((heading) => {
    const start = readme.indexOf(heading);
    return readme.slice(start, readme.indexOf('\n## ', start + heading.length));
  });
  for (const line of sections.join('\n').split('\n')) {
    const cell = /^\| (.*?) \|/.exec(line)?.[1] ?? '';
    for (const [, span] of cell.matchAll(/`([^`]+)`/g)) {
      const match = METHODS.exec(span!);
      if (!match) continue;
      let path = match[2]!.replace(/\?.*$/, '');
      for (const [short, long] of Object.entries(PREFIXES)) path = path.replace(short, long);
      // The page routes beside the REST API (`/wp-login.php`) are the web plugin's own.
      if (!path.startsWith('/wp-json')) continue;
      const paths = path.includes('[')
        ? [path.replace(/\[.*\]/, ''), path.replace(/[[\]]/g, '')]
        : [path];
      for (const method of match[1]!.split('/')) {
        for (const one of paths) routes.add(`${method} ${shapeOf(one)}`);
      }
    }
  }
  return routes;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('the README lists exactly the /wp-json routes the server registers', () => {
  const readme = readFileSync(resolve(__dirname, '../README.md'), 'utf8');
  const documented = documentedRoutes(readme);
  const namespaces = new Set(
    server.app.routeList
      .filter((route) => route.url.startsWith('/wp-json/'))
      .map((route) => route.url.split('/').slice(2, 4).join('/')),
  );
  const registered = new Set(
    server.app.routeList
      .filter(
        ({ method, url }) => url.startsWith('/wp-json') && !['HEAD', 'OPTIONS'].includes(method),
      )
      // Each namespace's index is the README's one `GET /wp-json/{namespace}`.
      .map(({ method, url }) =>
        namespaces.has(url.slice('/wp-json/'.length))
          ? `${method} /wp-json/:`
          : `${method} ${shapeOf(url)}`,
      ),
  );
  expect([...registered].filter((route) => !documented.has(route)).sort()).toEqual([]);
  expect([...documented].filter((route) => !registered.has(route)).sort()).toEqual([]);
});
