import type { Resource, ResourceBucket } from '@campus/api-client';
import type { Db } from '../../services/store';
import type { AreaContext } from '../context';
import { presentResource } from './present';

/** What a resource list may be narrowed by (`GET /wp/v2/resource`). */
export interface ResourceFilter {
  section?: string;
  type?: string;
  /** A bucket and the buckets directly under it. */
  bucket?: string;
  product?: number;
  slugs: string[];
  search?: string;
}

function matching(db: Db, filter: ResourceFilter) {
  let query = db.selectFrom('resources');
  if (filter.section) query = query.where('section', '=', filter.section);
  if (filter.type) query = query.where('type', '=', filter.type);
  const bucket = filter.bucket;
  if (bucket)
    query = query.where((eb) =>
      eb.or([
        eb('bucket', '=', bucket),
        eb('bucket', 'in', eb.selectFrom('buckets').select('name').where('parent', '=', bucket)),
      ]),
    );
  if (filter.product) query = query.where(db.jsonListHas('data', 'products', 'id', filter.product));
  if (filter.slugs.length) query = query.where('slug', 'in', filter.slugs);
  if (filter.search?.trim()) query = query.where(db.containsText('title', filter.search.trim()));
  return query;
}

type Bucket = ResourceBucket & { buckets: Bucket[] };

/** The matching resources sorted into their buckets, newest first; buckets left empty are dropped. */
export async function resourcesByBucket(
  ctx: AreaContext,
  filter: ResourceFilter,
  keys: Set<string> | 'all',
): Promise<Bucket[]> {
  const { db } = ctx;
  const rows = await matching(db, filter).selectAll().orderBy('date', 'desc').execute();
  const items = new Map<string, Resource[]>();
  for (const row of rows) {
    const list = items.get(String(row.bucket)) ?? [];
    list.push(await presentResource(ctx, row, keys, false));
    items.set(String(row.bucket), list);
  }
  const buckets = await db.selectFrom('buckets').selectAll().orderBy('position').execute();
  const build = (parent: string | null): Bucket[] =>
    buckets
      .filter((b) => (b.parent == null ? null : String(b.parent)) === parent)
      .map((b) => ({
        name: String(b.name),
        label: String(b.label),
        description: String(b.description),
        items: items.get(String(b.name)) ?? [],
        buckets: build(String(b.name)),
      }));
  const hasItems = (b: Bucket): boolean => b.items.length > 0 || b.buckets.some(hasItems);
  const prune = (list: Bucket[]): Bucket[] =>
    list.filter(hasItems).map((b) => ({ ...b, buckets: prune(b.buckets) }));
  return prune(build(null));
}

/** How many resources match, and (`read`, once the page is known to exist) one page of them. */
export async function resourceList(
  ctx: AreaContext,
  filter: ResourceFilter,
  keys: Set<string> | 'all',
): Promise<{
  total: number;
  read: (page: { perPage: number; offset: number }) => Promise<Resource[]>;
}> {
  const query = matching(ctx.db, filter);
  const total = Number(
    (await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
  );
  const read = async (page: { perPage: number; offset: number }) => {
    const rows = await query
      .selectAll()
      .orderBy('date', 'desc')
      .limit(page.perPage)
      .offset(page.offset)
      .execute();
    return Promise.all(rows.map((row) => presentResource(ctx, row, keys, false)));
  };
  return { total, read };
}

/** One resource row by its id on its site. */
export const resourceRow = (db: Db, id: number, blogId: number) =>
  db
    .selectFrom('resources')
    .selectAll()
    .where('id', '=', id)
    .where('blog_id', '=', blogId)
    .executeTakeFirst();

/** Counts one more view or download of a resource; answers the new count, or nothing if unknown. */
export async function countUse(
  db: Db,
  column: 'view_count' | 'download_count',
  id: number,
  blogId: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('resources')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('id', '=', id)
    .where('blog_id', '=', blogId)
    .returning(`${column} as n`)
    .executeTakeFirst();
  return row ? Number(row.n) : undefined;
}

/** The resources that play a video (one video may back several). */
export const resourcesPlaying = (db: Db, videoId: number) =>
  db
    .selectFrom('resources')
    .selectAll()
    .where(db.jsonField('data', 'video_id'), '=', videoId)
    .execute();
