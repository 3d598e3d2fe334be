import { rmSync } from 'node:fs';
import { openDb } from '../src/services/store';
import { loadConfig, packageRootOf } from '../src/config';

// Wipes the store so the next start migrates and seeds from scratch.
const config = loadConfig(packageRootOf(import.meta.url));
if (config.databaseUrl.startsWith('file:')) {
  const file = config.databaseUrl.slice('file:'.length);
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${file}${suffix}`, { force: true });
  console.log(`Removed ${file}; the next start seeds fresh demo content.`);
} else {
  const db = openDb(config.databaseUrl, config.dataDir);
  const tables = await db.dropEverything();
  await db.close();
  // A PostgreSQL address may hold its password, which no console should show.
  const where = new URL(config.databaseUrl);
  if (where.password) where.password = 'redacted';
  console.log(
    `Dropped ${tables.length} tables at ${where.toString()}; the next start seeds fresh demo content.`,
  );
}
