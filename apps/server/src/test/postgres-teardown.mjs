import { rmSync } from 'node:fs';

export default async function teardown() {
  const running = globalThis.__campusPostgres;
  if (!running) return;
  await running.server.stop();
  rmSync(running.folder, { recursive: true, force: true });
}
