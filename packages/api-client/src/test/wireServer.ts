import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void;

export interface WireServer {
  baseUrl: string;
  seen: SeenRequest[];
  /** Requests seen for `METHOD url`. */
  count(route: string): number;
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export const json = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/** A real HTTP server on a free local port; answers `{ url }` with 200 unless told otherwise. */
export async function startWireServer(): Promise<WireServer> {
  const seen: SeenRequest[] = [];
  let handler: Handler = (request, response) => json(response, 200, { url: request.url });
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    count: (route) => seen.filter((r) => `${r.method} ${r.url}` === route).length,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
