import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { journeyServer } from '../journey-server';
import { freePort } from './driver';

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
  /**
   * Puts the server out of reach, as a network that leads nowhere does: the open connections
   * drop and new ones are refused, while the browser still believes itself online.
   */
  cut(): Promise<void>;
  /** Brings the server back within reach, at the same address. */
  mend(): Promise<void>;
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
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const shut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    held: () => [...held],
    release,
    cut: shut,
    mend: () => listen(port),
    close: () => {
      release();
      return server.listening ? shut() : Promise.resolve();
    },
  };
}

/** An app server of the journey's own, reached only through its door. */
export interface ServerBehindDoor {
  /** Where the journey itself asks the server, around the door. */
  origin: string;
  door: Door;
  close(): Promise<void>;
}

/**
 * Starts the built server on a store of its own, behind a door, and tells it the door is its
 * public address: the links it writes into answers (a video's signed file) lead through the door
 * too, so shutting the door puts every request of the page out of reach.
 */
export async function serverBehindDoor(): Promise<ServerBehindDoor> {
  const port = await freePort();
  const door = await openDoor(`http://localhost:${port}`);
  const { command, env } = journeyServer(port, mkdtempSync(join(tmpdir(), 'campus-door-')));
  const [program, ...args] = command.split(' ');
  const child = spawn(program!, args, {
    stdio: 'ignore',
    env: { ...process.env, ...env, PUBLIC_URL: door.origin },
  });
  const ready = `http://localhost:${port}/wp-json/wp/v2/appStatus`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null)
      throw new Error(`the server behind the door exited (${child.exitCode})`);
    if (
      await fetch(ready).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline)
      throw new Error(`the server behind the door did not answer ${ready}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin: `http://localhost:${port}`,
    door,
    close: async () => {
      await door.close();
      child.kill();
    },
  };
}
