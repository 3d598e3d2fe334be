import { hashPassword } from '../plugins/passwords';
import type { Compilable } from 'kysely';
import { getMeta, setMeta, type Db } from '../plugins/store';
import { seedAccounts } from './accounts';
import type { Add } from './data';
import { seedLearning } from './learning';
import { seedProducts, seedResources, seedVideos } from './library';
import { seedOrganizations, seedSearchTerms, seedSite } from './site';

export { DEMO_USERS } from './accounts';
export { BULK_RESOURCE_ID, FILE_KINDS } from './data';
export { DEMO_PASSWORD } from './demo-accounts';

export interface SeedOptions {
  /** Extra series resources, all titled "Archive …", for long result lists (see `config.ts`). */
  bulkResources?: number;
}

/** Seeds demo content once, on the first start against an empty store, in one batch. */
export async function seed(
  db: Db,
  hash: (password: string) => Promise<string> = hashPassword,
  { bulkResources = 0 }: SeedOptions = {},
): Promise<boolean> {
  if (await getMeta(db, 'seeded')) return false;
  const statements: Compilable[] = [];
  const add: Add = (table, row) => void statements.push(db.insertInto(table).values(row));

  seedSite(add);
  seedOrganizations(add);
  seedProducts(add);
  seedResources(add, seedVideos(add), bulkResources);
  seedLearning(add);
  seedSearchTerms(add);
  const today = new Date();
  await seedAccounts(add, hash, today);

  await db.atomically(statements);
  await setMeta(db, 'seeded', today.toISOString());
  return true;
}
