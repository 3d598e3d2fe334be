import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isPostgresUrl, openDb } from '../src/services/store';
import { loadConfig, packageRootOf } from '../src/config';

// A consistent copy of the store while the server runs: `pnpm --filter @campus/server backup
// <file>` (README, "Operations").
const target = process.argv[2];
if (!target) {
  console.error('Usage: backup <file>  (a new file: the store is copied there)');
  process.exit(2);
}
const file = resolve(target);
if (existsSync(file)) {
  console.error(`${file} exists; a backup never overwrites a file.`);
  process.exit(1);
}
const config = loadConfig(packageRootOf(import.meta.url));
if (isPostgresUrl(config.databaseUrl)) {
  console.error('A PostgreSQL store is backed up with pg_dump (README, "Operations").');
  process.exit(2);
}
const db = openDb(config.databaseUrl, config.dataDir);
// A snapshot of one read transaction: writes made meanwhile are not in it, and none is half in it.
await db.backupTo(file);
await db.close();
console.log(`Backed up ${config.databaseUrl} to ${file}.`);
