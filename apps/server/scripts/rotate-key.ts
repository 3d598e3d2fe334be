import { openDb } from '../src/services/store';
import { loadConfig, packageRootOf } from '../src/config';
import { ensureSigningKey, publicKeys, rotateSigningKey } from '../src/domain/certificates';

// A new certificate signing key: `pnpm --filter @campus/server rotate-key`, while the servers run.
// New certificates are signed with it at once; the earlier keys stay in /.well-known/jwks.json, so
// the certificates they signed still check (README, "Certificates").
const config = loadConfig(packageRootOf(import.meta.url));
const db = openDb(config.databaseUrl, config.dataDir);
await db.migrate();
await ensureSigningKey(db);
const kid = await rotateSigningKey(db);
const keys = await publicKeys(db);
await db.close();
console.log(`New signing key ${kid}; ${keys.length} keys are public.`);
