import { createApiClient, getProducts, isApiError } from './index';
import { aModule, aProduct, until, withFaults } from './testing';
import { json, startWireServer, type WireServer } from './test/wireServer';

let server: WireServer;
beforeEach(async () => {
  server = await startWireServer();
  server.handle((req, res) =>
    json(res, 200, [aProduct()], { 'x-wp-total': '1', 'x-wp-totalpages': '1' }),
  );
});
afterEach(() => server.close());

const clientOver = (faults: ReturnType<typeof withFaults>) =>
  createApiClient({ baseUrl: server.baseUrl, fetch: faults.fetch, retry: { retries: 0 } });

test('calls nothing matches reach the server and are recorded', async () => {
  const faults = withFaults();
  faults.fail({ match: 'POST /wp/v2/product/purchase', fault: { status: 500 } });
  const { items } = await getProducts(clientOver(faults));
  expect(items[0]?.title).toBe('Foundations');
  expect(faults.calls).toEqual(['GET /wp/v2/product']);
});

test('a status fault answers with a WordPress error body, as many times as asked', async () => {
  const faults = withFaults();
  faults.fail({ match: '/wp/v2/product', fault: { status: 503 }, times: 1 });
  const api = clientOver(faults);
  const failure = await getProducts(api).catch((error: unknown) => error);
  expect(isApiError(failure) && failure.status).toBe(503);
  expect(isApiError(failure) && failure.code).toBe('internal_server_error');
  await expect(getProducts(api)).resolves.toMatchObject({ total: 1 });
  expect(server.seen).toHaveLength(1);
});

test('a hang lasts until the caller gives up; a dropped network fails as fetch does', async () => {
  const faults = withFaults();
  faults.fail({ match: /^GET \/wp\/v2\/product/, fault: 'hang' });
  const controller = new AbortController();
  const pending = getProducts(clientOver(faults), {}, { signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });

  faults.heal();
  faults.fail({ match: () => true, fault: 'network' });
  await expect(getProducts(clientOver(faults))).rejects.toMatchObject({ code: 'fetch_error' });
  faults.heal();
  await expect(getProducts(clientOver(faults))).resolves.toMatchObject({ total: 1 });
});

test('until resolves once its check holds, or false at its deadline', async () => {
  let ready = false;
  setTimeout(() => (ready = true), 30);
  await expect(until(() => ready)).resolves.toBe(true);
  await expect(until(() => false, 30)).resolves.toBe(false);
});

test('factories fill what the server fills and keep what a test gives', () => {
  const module = aModule({ title: 'Leading well' });
  expect(module.slug).toBe('leading-well');
  expect(module.duration).toBe(module.lessons.reduce((sum, lesson) => sum + lesson.duration, 0));
  expect(aProduct({ price: 0 }).free).toBe(true);
});
