import { startTestServer, type TestServer } from './test/harness';

// Every REST route answers through the contract (`@campus/api-client/contract`): its answer is
// serialized with the schema the client's types derive from, and the suites' answer check
// (`conventions/serializer.ts`) fails any call whose bytes that would change. The routes left out
// answer with shapes that are WordPress's or the plugin's own, a file, or nothing at all.
const WITHOUT_CONTRACT = new Set([
  // WordPress's deletion answer (`{deleted, previous}`) with the user as WordPress shows it.
  'DELETE /wp-json/wp/v2/user/:id(^\\d+)',
  // Signed media: the file itself.
  'GET /wp-json/campus/v1/media/:token',
  'GET /wp-json/campus/v1/media/:token/:name',
  // A study plan's calendar: an iCalendar file.
  'GET /wp-json/campus/v1/calendar/:token(^[A-Za-z0-9_-]{1,100}).ics',
  // The REST index (`/wp-json/`) and namespace descriptions, as WordPress writes them.
  'GET /wp-json',
  'GET /wp-json/wp/v2',
  'GET /wp-json/ab/v1',
  'GET /wp-json/jwt-auth/v1',
  'GET /wp-json/campus/v1',
  'GET /wp-json/rtnetwork/v1',
]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('answers every REST route with a contract schema, but for WordPress’s own shapes and files', () => {
  const rest = server.app.routeList.filter(
    (route) =>
      route.url.startsWith('/wp-json') &&
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      !route.url.includes('campus-dev'),
  );
  const without = rest
    .filter((route) => !route.schema?.response)
    .map((route) => `${route.method} ${route.url}`);
  expect(without.filter((route) => !WITHOUT_CONTRACT.has(route))).toEqual([]);
  expect([...WITHOUT_CONTRACT].filter((route) => !without.includes(route))).toEqual([]);
});
