import type { Organization, Profile } from '@campus/api-client';
import type { UserRow } from '../../services/auth';
import { json, type Db } from '../../services/store';

export async function presentOrganizationRow(
  db: Db,
  row: Record<string, unknown>,
): Promise<Organization> {
  const map = await places(db);
  const name = async (table: 'denominations' | 'organization_types', id: unknown) =>
    id == null
      ? ''
      : String(
          (
            await db
              .selectFrom(table)
              .select('name')
              .where('id', '=', Number(id))
              .executeTakeFirst()
          )?.name ?? '',
        );
  const locality = row.locality == null ? '' : (map.get(Number(row.locality)) ?? '');
  const country = row.country == null ? '' : (map.get(Number(row.country)) ?? '');
  const formatted = [row.address, row.city, locality, row.postal_code, country]
    .map((part) => String(part ?? '').trim())
    .filter(Boolean)
    .join(', ');
  return {
    id: Number(row.id),
    name: String(row.name),
    phoneNumber: String(row.phone_number ?? ''),
    denomination: await name('denominations', row.denomination),
    type: await name('organization_types', row.type),
    address: String(row.address ?? ''),
    city: String(row.city ?? ''),
    locality,
    country,
    postalCode: String(row.postal_code ?? ''),
    meta: {
      ...json<Record<string, unknown>>(row.meta ?? '{}'),
      denomination_id: row.denomination == null ? null : Number(row.denomination),
      type_id: row.type == null ? null : Number(row.type),
      locality_id: row.locality == null ? null : Number(row.locality),
      country_id: row.country == null ? null : Number(row.country),
    },
    formatted_address: formatted,
  };
}

let placeCache: { db: Db; places: Map<number, string> } | undefined;
export async function places(db: Db): Promise<Map<number, string>> {
  if (placeCache?.db === db) return placeCache.places;
  const map = new Map(
    (await db.selectFrom('locations').select(['id', 'name']).execute()).map((row) => [
      Number(row.id),
      String(row.name),
    ]),
  );
  placeCache = { db, places: map };
  return map;
}

export async function loadOrganization(db: Db, id: number | null): Promise<Organization | null> {
  if (id == null) return null;
  const row = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? presentOrganizationRow(db, row) : null;
}

export interface ActiveProduct {
  id: number;
  blog_id: number;
  title: string;
  slug: string;
}

export async function activeProducts(db: Db, userId: number): Promise<ActiveProduct[]> {
  return (
    await db
      .selectFrom('user_products as up')
      .innerJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'up.product_id').onRef('p.blog_id', '=', 'up.blog_id'),
      )
      .select(['p.id', 'p.blog_id', 'p.title', 'p.slug'])
      .where('up.user_id', '=', userId)
      .orderBy('up.created')
      .execute()
  ).map((row) => ({
    id: Number(row.id),
    blog_id: Number(row.blog_id),
    title: String(row.title),
    slug: String(row.slug),
  }));
}

export async function presentProfile(db: Db, user: UserRow): Promise<Profile> {
  const lessons = await db
    .selectFrom('lesson_progress')
    .select((eb) => eb.fn.count('lesson_id').distinct().as('n'))
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const modules = await db
    .selectFrom('playlists as p')
    .innerJoin('lesson_progress as lp', (join) =>
      join.onRef('lp.playlist_id', '=', 'p.id').on('lp.user_id', '=', user.id),
    )
    .select((eb) => ['p.lessons', eb.fn.count('lp.lesson_id').distinct().as('done')])
    .groupBy('p.id')
    .execute();
  const products = await activeProducts(db, user.id);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    mobileNumber: user.mobile_number,
    country: user.country,
    locality: user.locality,
    birthday: user.birthday,
    user_roles: user.roles,
    organizationId: user.organization_id,
    organization: await loadOrganization(db, user.organization_id),
    preferences: user.preferences,
    trainingStats: {
      lessonsComplete: Number(lessons?.n ?? 0),
      modulesComplete: modules.filter(
        (row) => Number(row.done) >= json<number[]>(row.lessons).length,
      ).length,
    },
    courseStats: { activeCourses: products.length, products },
  };
}
