import { spawn } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import {
  createConnection,
  createServer as createNetServer,
  type AddressInfo,
  type Socket,
} from 'node:net';
import { DEMO_PASSWORD } from './seed';
import { startTestFront, type TestFront } from './test/harness';

// A front whose site is down, slow, unreachable or behind a failing gateway answers WordPress's
// 503 within its deadlines, says so once in the log, and still serves its pages.

/** Lines the front writes to the console (it has no request log in tests). */
function consoleLines() {
  const lines: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    lines.push(parts.join(' '));
  });
  const log = jest.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => {
    lines.push(parts.join(' '));
  });
  return {
    lines,
    restore() {
      error.mockRestore();
      log.mockRestore();
    },
  };
}

async function listening<T extends Server | ReturnType<typeof createNetServer>>(server: T) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closed = (server: Server | ReturnType<typeof createNetServer>) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

const UNAVAILABLE = {
  code: 'rest_upstream_unavailable',
  message: 'The site cannot be reached right now. Please try again in a moment.',
  data: { status: 503 },
};

describe('a site that is down, slow or failing', () => {
  it('down: WordPress’s 503 at once, a log line, and pages still served without the list', async () => {
    const nobody = createNetServer();
    const address = await listening(nobody);
    await closed(nobody);
    const output = consoleLines();
    const down = await startTestFront(address);
    try {
      // Over a socket: a body the site never read is what a browser's sign-in sends.
      const base = await down.app.listen({ port: 0, host: '127.0.0.1' });
      const started = Date.now();
      const answer = await fetch(`${base}/wp-json/wp/v2/product`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual(UNAVAILABLE);
      expect(answer.headers.get('retry-after')).toBe('5');
      const signIn = await fetch(`${base}/wp-json/jwt-auth/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'member@campus.test', password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(503);
      expect(await signIn.json()).toEqual(UNAVAILABLE);
      const page = await fetch(`${base}/course-library`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toContain('data-prerendered');
      expect(html).toContain('window.campusSettings');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(output.lines.join('\n')).toContain(
        'upstream unavailable: connection refused; answering 503',
      );
    } finally {
      output.restore();
      await down.close();
    }
  });

  it('slow: WordPress’s 503 once the deadline passes, never a hang', async () => {
    const held: Socket[] = [];
    const silent = createNetServer((socket) => held.push(socket));
    const address = await listening(silent);
    const output = consoleLines();
    const slow = await startTestFront(address, { CAMPUS_UPSTREAM_TIMEOUT_MS: '400' });
    try {
      let started = Date.now();
      const answer = await slow.app.inject({ url: '/wp-json/wp/v2/product' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
      expect(Date.now() - started).toBeLessThan(2_000);

      started = Date.now();
      const page = await slow.app.inject({ url: '/course-library' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('data-prerendered');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(output.lines.join('\n')).toContain('upstream unavailable: no answer within 400 ms');
    } finally {
      output.restore();
      await slow.close();
      for (const socket of held) socket.destroy();
      await closed(silent);
    }
  });

  it('unreachable: WordPress’s 503 once the connection deadline passes', async () => {
    // A site whose machine takes no new connection: a listener in a stopped process, its queue of
    // one full, so the system drops every further attempt as a lost packet would.
    const listener = spawn(
      process.execPath,
      [
        '-e',
        "require('net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }, function () { console.log(this.address().port) })",
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const held: Socket[] = [];
    const output = consoleLines();
    let unreachable: TestFront | undefined;
    try {
      const port = await new Promise<number>((resolve) =>
        listener.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
      );
      listener.kill('SIGSTOP');
      // Fill the queue: the first attempts complete in the system, the next one hangs. An attempt
      // slower than 300 ms is taken for a hanging one; if it was only slow, the front connects and
      // waits for an answer, not a connection, so the 503 and its log line below never come as
      // they should: a wrong guess fails the test, it cannot pass it.
      for (;;) {
        const socket = createConnection(port, '127.0.0.1');
        held.push(socket);
        const connected = await Promise.race([
          new Promise<boolean>((resolve) => socket.once('connect', () => resolve(true))),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300)),
        ]);
        if (!connected) break;
      }
      unreachable = await startTestFront(`http://127.0.0.1:${port}`, {
        CAMPUS_UPSTREAM_CONNECT_TIMEOUT_MS: '400',
      });
      const started = Date.now();
      const answer = await unreachable.app.inject({ url: '/wp-json/wp/v2/product' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(output.lines.join('\n')).toContain(
        'upstream unavailable: no connection within 400 ms',
      );
    } finally {
      output.restore();
      await unreachable?.close();
      for (const socket of held) socket.destroy();
      listener.kill('SIGKILL');
    }
  });

  it('a failing gateway (502) is answered like a site that is down', async () => {
    const gateway = createHttpServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html', 'x-gateway': 'nginx' });
      response.end('<html><body>502 Bad Gateway</body></html>');
    });
    const address = await listening(gateway);
    const output = consoleLines();
    const behind = await startTestFront(address);
    try {
      const answer = await behind.app.inject({ url: '/wp-json/wp/v2/product' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['x-gateway']).toBeUndefined();
      expect(output.lines.join('\n')).toContain("the site's gateway answered 502");
    } finally {
      output.restore();
      await behind.close();
      await closed(gateway);
    }
  });
});
