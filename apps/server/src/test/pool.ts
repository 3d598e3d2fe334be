import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config';
import { launchTestServer, type TestServer } from './launch';

/**
 * Starts campus servers on request for test suites that cannot load the server themselves: the
 * app's jsdom suites resolve `jose` and `@libsql/client` to their browser builds. A jest
 * `globalSetup` runs this in the test runner's own process; a suite asks it for a server on a
 * fresh store (`campus.ts`) and reaches that server over HTTP, like the app does.
 */
export interface ServerPool {
  /** Base address of the pool's control routes, handed to suites as `CAMPUS_TEST_POOL`. */
  url: string;
  close(): Promise<void>;
}

export interface LaunchRequest {
  env?: Record<string, string>;
  overrides?: Partial<ServerConfig>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function readJson(request: IncomingMessage): Promise<LaunchRequest> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      try {
        resolve(text ? (JSON.parse(text) as LaunchRequest) : {});
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/** `root` is the server package, whose `media/` and migrations the servers use. */
export async function startServerPool(
  root = fileURLToPath(new URL('../..', import.meta.url)),
): Promise<ServerPool> {
  const running = new Map<string, TestServer>();
  let launched = 0;

  async function launch({ env = {}, overrides = {} }: LaunchRequest) {
    // The port is known before the server is built: tokens and signed links carry its address.
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = await launchTestServer(root, overrides, {
      PUBLIC_URL: baseUrl,
      ...env,
      PORT: String(port),
    });
    await server.app.listen({ port, host: '127.0.0.1' });
    const id = String(++launched);
    running.set(id, server);
    return { id, baseUrl };
  }

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const control = createServer((request, response) => {
    const stop = /^\/servers\/(\d+)$/.exec(request.url ?? '');
    if (request.method === 'POST' && request.url === '/servers') {
      readJson(request)
        .then(launch)
        .then((started) => send(response, 201, started))
        .catch((error: Error) => send(response, 500, { message: error.stack ?? error.message }));
    } else if (request.method === 'DELETE' && stop) {
      const server = running.get(stop[1]!);
      running.delete(stop[1]!);
      void (server?.close() ?? Promise.resolve()).then(() =>
        send(response, 200, { stopped: !!server }),
      );
    } else send(response, 404, { message: 'not a pool route' });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      control.closeAllConnections();
      await new Promise((resolve) => control.close(resolve));
      await Promise.all([...running.values()].map((server) => server.close()));
      running.clear();
    },
  };
}
