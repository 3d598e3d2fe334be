// Starts the built reference server (`apps/server/dist/main.js`) on a fresh temporary store, for
// the scripts and journeys that need one of their own: its own port, or its own host settings.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Resolves once `url` answers 2xx; rejects after about 20 s. */
export async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * @param {{ port: number, env?: Record<string, string> }} options `env` is added to the server's
 *   environment (e.g. `CAMPUS_SETTINGS`); production mode unless it says otherwise.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startReferenceServer({ port, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-reference-'));
  const server = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PRINT_MAIL: '0',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise((resolve) => server.once('exit', resolve).kill());
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  // A server that could not start (its port taken) must not leave the caller talking to whichever
  // other server answers there.
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the server on ${port} exited (${code})`))),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([waitFor(`${url}/wp-json/wp/v2/appStatus`), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
