import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The app's server seen through a door of the journey's own, for what neither driver can do to a
 * page's requests: hold some back, as a slow network holds them.
 */
export interface Door {
  /** The address to open pages at: the app's server, behind the door. */
  origin: string;
  /** The requests held so far (`hold`), by path. */
  held(): string[];
  /** Lets the held requests through, and every later one. */
  release(): void;
  close(): Promise<void>;
}

export async function openDoor(target: string, { hold }: { hold?: RegExp } = {}): Promise<Door> {
  const upstream = new URL(target);
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const pass = () => {
      const forwarded = request(
        new URL(path, upstream),
        { method: incoming.method, headers: { ...incoming.headers, host: upstream.host } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => outgoing.destroy());
      incoming.pipe(forwarded);
    };
    if (hold?.test(new URL(path, upstream).pathname)) {
      held.push(path);
      void released.then(pass);
    } else pass();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    held: () => [...held],
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
