// The built server (`dist/main.js`) as the benches start it: a process of its own with the given
// environment, ready once it prints the address it listens at.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = join(dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

/**
 * Starts one server with `env` (and Node's `flags`). `ready` resolves with its address (on
 * 127.0.0.1) and the seconds it took to listen, and rejects if it stops first; `exited` resolves
 * when it has stopped.
 */
export function startBuiltServer(env, flags = []) {
  const started = performance.now();
  const child = spawn(process.execPath, [...flags, main], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match)
        resolve({
          base: match[1].replace('localhost', '127.0.0.1'),
          startup: (performance.now() - started) / 1000,
        });
    });
    child.once('exit', (code) =>
      reject(new Error(`the server stopped (${code}) before it listened`)),
    );
  });
  return { child, exited, ready };
}
