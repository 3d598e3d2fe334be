import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeAuthServer } from './testing';

/** Puts the fake back end behind a real HTTP listener on a free local port. */
export async function serveOverHttp(
  server: FakeAuthServer,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const http: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = server.handle({
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        authorization: request.headers.authorization ?? null,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
