import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, createApiClient, getAppStatus } from './index';

let server: Server;
let baseUrl: string;
const replies = new Map<string, { status: number; body: string }>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const reply = replies.get(req.url ?? '') ?? {
      status: 404,
      body: JSON.stringify({ code: 'rest_no_route', message: 'No route', data: { status: 404 } }),
    };
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

test('reads the application status from /wp-json/wp/v2/appStatus', async () => {
  replies.set('/wp-json/wp/v2/appStatus', {
    status: 200,
    body: JSON.stringify({ applicationHash: 'abc', restartRequired: false }),
  });
  await expect(getAppStatus(createApiClient({ baseUrl }))).resolves.toEqual({
    applicationHash: 'abc',
    restartRequired: false,
  });
});

test('turns a WordPress error body into an ApiError with code and status', async () => {
  const failure = getAppStatus(createApiClient({ baseUrl: `${baseUrl}/missing` }));
  await expect(failure).rejects.toBeInstanceOf(ApiError);
  await expect(failure).rejects.toMatchObject({ code: 'rest_no_route', status: 404 });
});
