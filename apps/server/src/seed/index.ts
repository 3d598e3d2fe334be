import { hashPassword } from '../services/passwords';
import type { Compilable } from 'kysely';
import { getMeta, type Db } from '../services/store';
import { seedAccounts } from './accounts';
import type { Add } from './data';
import { seedTraining } from './training';
import { seedProducts, seedResources, seedVideos } from './library';
import { seedOrganizations, seedSearchTerms, seedSite } from './site';

export { DEMO_USERS } from './accounts';
export { BULK_RESOURCE_ID, FILE_KINDS } from './data';
export { DEMO_PASSWORD } from './demo-accounts';
export { seedSite } from './site';
export type { Add } from './data';

export interface SeedOptions {
  /** Extra series resources, all titled "Archive …", for long result lists (see `config.ts`). */
  bulkResources?: number;
  /** False seeds only the site's settings, no content or accounts (`CAMPUS_NO_DEMO=1`). */
  demo?: boolean;
}

/**
 * The demo content, row by row, in the order the seed writes it. `today` dates the runs and the
 * progress that are counted from the day a store is seeded.
 */
export async function demoContent(
  add: Add,
  hash: (password: string) => Promise<string>,
  { bulkResources = 0 }: SeedOptions,
  today: Date,
): Promise<void> {
  seedSite(add);
  seedOrganizations(add);
  seedProducts(add);
  seedResources(add, seedVideos(add), bulkResources);
  seedTraining(add);
  seedSearchTerms(add);
  await seedAccounts(add, hash, today);
}

/**
 * Seeds demo content once, on the first start against an empty store, in one batch. A store a
 * content pack was imported into holds the `seeded` key already (`domain/packs/import.ts`), so it
 * never gets the demo.
 */
export async function seed(
  db: Db,
  hash: (password: string) => Promise<string> = hashPassword,
  options: SeedOptions = {},
): Promise<boolean> {
  if (await getMeta(db, 'seeded')) return false;
  const today = new Date();
  // The store is claimed in the batch that fills it, before any row: of instances starting together
  // on an empty store, one seeds it and the others' batches fail on this key; they find the store
  // seeded and go on (README, "A networked libSQL server"; processes.test.ts).
  const statements: Compilable[] = [
    db.insertInto('meta').values({ key: 'seeded', value: today.toISOString() }),
  ];
  const add: Add = (table, row) => void statements.push(db.insertInto(table).values(row));
  if (options.demo === false) seedSite(add);
  else await demoContent(add, hash, options, today);
  try {
    await db.atomically(statements);
  } catch (error) {
    if (await getMeta(db, 'seeded')) return false;
    throw error;
  }
  return true;
}
