import type { Organization, Profile } from '@campus/api-client';
import type { UserRow } from '../../plugins/auth';
import { all, json, one, type Store } from '../../plugins/store';

export async function presentOrganizationRow(
  store: Store,
  row: Record<string, unknown>,
): Promise<Organization> {
  const map = await places(store);
  const name = async (table: string, id: unknown) =>
    id == null
      ? ''
      : String(
          (await one(store, `SELECT name FROM ${table} WHERE id = ?`, [Number(id)]))?.name ?? '',
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

let placeCache: { store: Store; places: Map<number, string> } | undefined;
export async function places(store: Store): Promise<Map<number, string>> {
  if (placeCache?.store === store) return placeCache.places;
  const map = new Map(
    (await all(store, 'SELECT id, name FROM locations')).map((row) => [
      Number(row.id),
      String(row.name),
    ]),
  );
  placeCache = { store, places: map };
  return map;
}

export async function loadOrganization(
  store: Store,
  id: number | null,
): Promise<Organization | null> {
  if (id == null) return null;
  const row = await one(store, 'SELECT * FROM organizations WHERE id = ?', [id]);
  return row ? presentOrganizationRow(store, row) : null;
}

export interface ActiveProduct {
  id: number;
  blog_id: number;
  title: string;
  slug: string;
}

export async function activeProducts(store: Store, userId: number): Promise<ActiveProduct[]> {
  return (
    await all(
      store,
      `SELECT p.id, p.blog_id, p.title, p.slug FROM user_products up
       JOIN products p ON p.id = up.product_id AND p.blog_id = up.blog_id WHERE up.user_id = ? ORDER BY up.created`,
      [userId],
    )
  ).map((row) => ({
    id: Number(row.id),
    blog_id: Number(row.blog_id),
    title: String(row.title),
    slug: String(row.slug),
  }));
}

export async function presentProfile(store: Store, user: UserRow): Promise<Profile> {
  const lessons = await one(
    store,
    'SELECT COUNT(DISTINCT lesson_id) AS n FROM lesson_progress WHERE user_id = ?',
    [user.id],
  );
  const modules = await all(
    store,
    `SELECT p.lessons, COUNT(DISTINCT lp.lesson_id) AS done FROM playlists p
     JOIN lesson_progress lp ON lp.playlist_id = p.id AND lp.user_id = ? GROUP BY p.id`,
    [user.id],
  );
  const products = await activeProducts(store, user.id);
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
    organization: await loadOrganization(store, user.organization_id),
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
