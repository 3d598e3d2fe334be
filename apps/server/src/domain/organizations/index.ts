import type {
  Denomination,
  Organization,
  OrganizationPayload,
  OrganizationUniqueResponse,
  RoleOption,
} from '@campus/api-client/contract';
import { WpError } from '../../conventions/errors';
import type { Db } from '../../services/store';
import { presentOrganizationRow } from '../accounts/profile';

/** The roles the sign-up form offers, in its order. */
export async function roleOptions(db: Db): Promise<RoleOption[]> {
  return (
    await db.selectFrom('roles').select(['value', 'label']).orderBy('position').execute()
  ).map((row) => ({
    value: String(row.value),
    label: String(row.label),
  }));
}

/** The organization form's two term lists: the same id/name/slug rows, each in its own order. */
export async function termList(
  db: Db,
  table: 'denominations' | 'organization_types',
  order: 'name' | 'id',
): Promise<Denomination[]> {
  return (await db.selectFrom(table).select(['id', 'name', 'slug']).orderBy(order).execute()).map(
    (row) => ({ id: Number(row.id), name: String(row.name), slug: String(row.slug) }),
  );
}

/** One page of the organizations whose name contains `search`, and how many there are in all. */
export async function searchOrganizations(
  db: Db,
  search: string,
  page: { perPage: number; offset: number },
): Promise<{ total: number; read: () => Promise<Organization[]> }> {
  const named = db.selectFrom('organizations').where(db.containsText('name', search.trim()));
  const total = Number(
    (await named.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
  );
  // Read only once the caller has checked the page against the total.
  const read = async () => {
    const rows = await named
      .selectAll()
      .orderBy('name')
      .limit(page.perPage)
      .offset(page.offset)
      .execute();
    return Promise.all(rows.map((row) => presentOrganizationRow(db, row)));
  };
  return { total, read };
}

export async function organizationById(db: Db, id: number): Promise<Organization | undefined> {
  const row = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? presentOrganizationRow(db, row) : undefined;
}

type PlaceId = number | null | undefined;

const sameName = (db: Db, name: string, country: PlaceId, locality: PlaceId) =>
  db
    .selectFrom('organizations')
    .selectAll()
    .where(db.sameText('name', name.trim()))
    .where((eb) => eb(eb.fn.coalesce('country', eb.lit(0)), '=', country ?? 0))
    .where((eb) => eb(eb.fn.coalesce('locality', eb.lit(0)), '=', locality ?? 0))
    .execute();

/** The organizations already named so in that place (names compare whatever their case). */
export async function uniqueness(
  db: Db,
  name: string,
  country: PlaceId,
  locality: PlaceId,
): Promise<OrganizationUniqueResponse> {
  const matches = await sameName(db, name, country, locality);
  return {
    unique: matches.length === 0,
    matches: await Promise.all(matches.map((row) => presentOrganizationRow(db, row))),
  };
}

/** A `400 rest_invalid_param` naming `param` unless `table` holds a row with this id. */
async function requireKnown(
  db: Db,
  table: 'denominations' | 'organization_types',
  param: string,
  id: number,
  what: string,
) {
  if (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) return;
  throw new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, {
    params: { [param]: `is not a known ${what}` },
  });
}

/**
 * A new organization, made the member's own: its terms must exist and its name be new in its
 * place. Answers the new organization's id.
 */
export async function createOrganization(
  db: Db,
  userId: number,
  body: OrganizationPayload,
): Promise<number> {
  await requireKnown(db, 'denominations', 'denomination', body.denomination, 'denomination');
  await requireKnown(db, 'organization_types', 'type', body.type, 'organization type');
  if ((await sameName(db, body.name, body.country, body.locality)).length > 0) {
    throw new WpError(
      409,
      'organization_exists',
      'An organization with this name already exists in this place.',
    );
  }
  const { id } = await db
    .insertInto('organizations')
    .values({
      name: body.name.trim(),
      phone_number: body.phoneNumber ?? '',
      denomination: body.denomination,
      type: body.type,
      address: body.address ?? '',
      city: body.city ?? '',
      locality: body.locality ?? null,
      country: body.country ?? null,
      postal_code: body.postalCode ?? '',
      meta: JSON.stringify(body.meta ?? {}),
      created: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ organization_id: id }).where('id', '=', userId).execute();
  return id;
}
