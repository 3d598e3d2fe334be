import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Denomination,
  Id,
  Organization,
  OrganizationPayload,
  OrganizationSearch,
  OrganizationType,
  OrganizationUniquePayload,
  OrganizationUniqueResponse,
  RoleOption,
} from '@campus/api-client/contract';
import { requireSession } from '../../plugins/auth';
import { WpError } from '../../plugins/errors';
import { presentOrganizationRow } from '../../domain/accounts/profile';
import { pageOf, setTotals } from '../../plugins/wordpress';
import { PUBLIC_READ } from '../../plugins/rest-headers';

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens } = ctx;

  app.get(
    '/wp/v2/users/roles',
    { config: PUBLIC_READ, schema: { response: { 200: Type.Array(RoleOption) } } },
    async (): Promise<RoleOption[]> =>
      (await db.selectFrom('roles').select(['value', 'label']).orderBy('position').execute()).map(
        (row) => ({
          value: String(row.value),
          label: String(row.label),
        }),
      ),
  );

  // The organization form's two term lists: the same id/name/slug rows, each in its own order.
  const termList =
    (table: 'denominations' | 'organization_types', order: 'name' | 'id') =>
    async (): Promise<Denomination[]> =>
      (await db.selectFrom(table).select(['id', 'name', 'slug']).orderBy(order).execute()).map(
        (row) => ({ id: Number(row.id), name: String(row.name), slug: String(row.slug) }),
      );
  app.get(
    '/wp/v2/denominations',
    { config: PUBLIC_READ, schema: { response: { 200: Type.Array(Denomination) } } },
    termList('denominations', 'name'),
  );
  app.get(
    '/wp/v2/organization-types',
    { config: PUBLIC_READ, schema: { response: { 200: Type.Array(OrganizationType) } } },
    termList('organization_types', 'id'),
  );

  app.get(
    '/wp/v2/organization',
    {
      schema: {
        querystring: OrganizationSearch,
        response: { 200: Type.Array(Organization) },
      },
    },
    async (request, reply): Promise<Organization[]> => {
      const { search = '', paged } = request.query;
      // Organizations page with `paged` where other collections say `page`.
      const { perPage, offset, page } = pageOf({ per_page: request.query.per_page, page: paged });
      const named = db.selectFrom('organizations').where(db.containsText('name', search.trim()));
      const total = Number(
        (await named.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
      );
      setTotals(reply, total, perPage, page);
      const rows = await named.selectAll().orderBy('name').limit(perPage).offset(offset).execute();
      return Promise.all(rows.map((row) => presentOrganizationRow(db, row)));
    },
  );

  const organization = (organizationId: number) =>
    db.selectFrom('organizations').selectAll().where('id', '=', organizationId).executeTakeFirst();

  app.get(
    '/wp/v2/organization/:id(^\\d+)',
    { schema: { params: Type.Object({ id: Id }), response: { 200: Organization } } },
    async (request) => {
      const row = await organization(request.params.id);
      if (!row) throw new WpError(404, 'rest_organization_invalid_id', 'Invalid organization ID.');
      return presentOrganizationRow(db, row);
    },
  );

  const sameName = (
    name: string,
    country: number | null | undefined,
    locality: number | null | undefined,
  ) =>
    db
      .selectFrom('organizations')
      .selectAll()
      .where(db.sameText('name', name.trim()))
      .where((eb) => eb(eb.fn.coalesce('country', eb.lit(0)), '=', country ?? 0))
      .where((eb) => eb(eb.fn.coalesce('locality', eb.lit(0)), '=', locality ?? 0))
      .execute();
  const isUnique = async (
    name: string,
    country: number | null | undefined,
    locality: number | null | undefined,
  ) => (await sameName(name, country, locality)).length === 0;
  // The location arrives as picker terms ({id, name, parent}) or as bare ids.
  const placeId = (value: number | { id: number } | null | undefined): number | null =>
    typeof value === 'number' ? value : (value?.id ?? null);

  app.post(
    '/wp/v2/organization/unique',
    {
      schema: {
        body: OrganizationUniquePayload,
        response: { 200: OrganizationUniqueResponse },
      },
    },
    async (request) => {
      const { body } = request;
      const matches = await sameName(
        body.name,
        placeId(body.location?.country),
        placeId(body.location?.locality),
      );
      const answer: OrganizationUniqueResponse = {
        unique: matches.length === 0,
        matches: await Promise.all(matches.map((row) => presentOrganizationRow(db, row))),
      };
      return answer;
    },
  );

  app.post(
    '/wp/v2/organization',
    {
      schema: { body: OrganizationPayload, response: { 201: Organization } },
    },
    async (request, reply): Promise<Organization> => {
      const session = await requireSession(tokens, request);
      const { body } = request;
      if (
        !(await db
          .selectFrom('denominations')
          .select('id')
          .where('id', '=', body.denomination)
          .executeTakeFirst())
      ) {
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): denomination', {
          params: { denomination: 'is not a known denomination' },
        });
      }
      if (
        !(await db
          .selectFrom('organization_types')
          .select('id')
          .where('id', '=', body.type)
          .executeTakeFirst())
      ) {
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): type', {
          params: { type: 'is not a known organization type' },
        });
      }
      if (!(await isUnique(body.name, body.country, body.locality))) {
        throw new WpError(
          409,
          'organization_exists',
          'An organization with this name already exists in this place.',
        );
      }
      const { id: lastId } = await db
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
      await db
        .updateTable('users')
        .set({ organization_id: lastId })
        .where('id', '=', session.user.id)
        .execute();
      reply
        .status(201)
        .header('location', `${ctx.config.publicUrl}/wp-json/wp/v2/organization/${lastId}`);
      return presentOrganizationRow(db, (await organization(lastId))!);
    },
  );
};
