import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A host of a build's files for tests of what a failed chunk means (`kit/codeGone.ts`): the files
 * in `kept` are there, every other address is gone (404).
 */
export interface CodeHost {
  url(path: string): string;
  /** An address on which nothing answers: a connection that never reaches any server. */
  unreachable(path: string): string;
  close(): Promise<void>;
}

export async function startCodeHost(kept: string[] = []): Promise<CodeHost> {
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (kept.includes(path)) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end('export {};');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    // The port `testServices()` gives the API for the same reason: nothing listens there.
    unreachable: (path) => `http://127.0.0.1:9${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
