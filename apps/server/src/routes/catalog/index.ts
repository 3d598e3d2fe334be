import type { FastifyPluginAsync } from 'fastify';
import type {
  Denomination,
  Organization,
  OrganizationPayload,
  OrganizationType,
  OrganizationUniquePayload,
  OrganizationUniqueResponse,
  RoleOption,
} from '@campus/api-client';
import { requireSession } from '../../plugins/auth';
import { all, one, run } from '../../plugins/store';
import { WpError } from '../../plugins/errors';
import { presentOrganizationRow } from '../../domain/accounts/profile';
import { setTotals } from '../../plugins/wordpress';
import { PUBLIC_READ } from '../../plugins/rest-headers';

const id = { type: 'integer', minimum: 1 } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1 } as const;

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.services;
  const { store, db, tokens } = ctx;

  app.get('/wp/v2/users/roles', { config: PUBLIC_READ }, async (): Promise<RoleOption[]> =>
    (await all(store, 'SELECT value, label FROM roles ORDER BY position')).map((row) => ({
      value: String(row.value),
      label: String(row.label),
    })),
  );

  app.get('/wp/v2/denominations', { config: PUBLIC_READ }, async (): Promise<Denomination[]> =>
    (await all(store, 'SELECT id, name, slug FROM denominations ORDER BY name')).map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      slug: String(row.slug),
    })),
  );

  app.get(
    '/wp/v2/organization-types',
    { config: PUBLIC_READ },
    async (): Promise<OrganizationType[]> =>
      (await all(store, 'SELECT id, name, slug FROM organization_types ORDER BY id')).map(
        (row) => ({
          id: Number(row.id),
          name: String(row.name),
          slug: String(row.slug),
        }),
      ),
  );

  app.get(
    '/wp/v2/organization',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', maxLength: 200, default: '' },
            per_page: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
            paged: { type: 'integer', minimum: 1, default: 1 },
          },
        },
      },
    },
    async (request, reply): Promise<Organization[]> => {
      const { search, per_page, paged } = request.query as {
        search: string;
        per_page: number;
        paged: number;
      };
      const like = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const total = Number(
        (
          await one(
            store,
            "SELECT COUNT(*) AS n FROM organizations WHERE name LIKE ? ESCAPE '\\'",
            [like],
          )
        )?.n ?? 0,
      );
      setTotals(reply, total, per_page, paged);
      const rows = await all(
        store,
        "SELECT * FROM organizations WHERE name LIKE ? ESCAPE '\\' ORDER BY name LIMIT ? OFFSET ?",
        [like, per_page, (paged - 1) * per_page],
      );
      return Promise.all(rows.map((row) => presentOrganizationRow(db, row)));
    },
  );

  app.get(
    '/wp/v2/organization/:id(^\\d+)',
    { schema: { params: { type: 'object', properties: { id }, required: ['id'] } } },
    async (request) => {
      const row = await one(store, 'SELECT * FROM organizations WHERE id = ?', [
        (request.params as { id: number }).id,
      ]);
      if (!row) throw new WpError(404, 'rest_organization_invalid_id', 'Invalid organization ID.');
      return presentOrganizationRow(db, row);
    },
  );

  const sameName = (
    name: string,
    country: number | null | undefined,
    locality: number | null | undefined,
  ) =>
    all(
      store,
      'SELECT * FROM organizations WHERE name = ? COLLATE NOCASE AND IFNULL(country, 0) = ? AND IFNULL(locality, 0) = ?',
      [name.trim(), country ?? 0, locality ?? 0],
    );
  const isUnique = async (
    name: string,
    country: number | null | undefined,
    locality: number | null | undefined,
  ) => (await sameName(name, country, locality)).length === 0;
  // The location arrives as picker terms ({id, name, parent}) or as bare ids.
  const placeId = (value: unknown): number | null =>
    typeof value === 'number'
      ? value
      : value && typeof value === 'object' && 'id' in value
        ? Number((value as { id: unknown }).id)
        : null;

  app.post(
    '/wp/v2/organization/unique',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 200 },
            location: {
              type: ['object', 'null'],
              properties: {
                country: {
                  anyOf: [nullableId, { type: 'object', required: ['id'], properties: { id } }],
                },
                locality: {
                  anyOf: [nullableId, { type: 'object', required: ['id'], properties: { id } }],
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const body = request.body as OrganizationUniquePayload;
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
      schema: {
        body: {
          type: 'object',
          required: ['name', 'denomination', 'type'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 200 },
            phoneNumber: { type: 'string', maxLength: 40 },
            denomination: id,
            type: id,
            address: { type: 'string', maxLength: 300 },
            city: { type: 'string', maxLength: 100 },
            locality: nullableId,
            country: nullableId,
            postalCode: { type: 'string', maxLength: 20 },
            meta: { type: 'object' },
          },
        },
      },
    },
    async (request, reply): Promise<Organization> => {
      const session = await requireSession(tokens, request);
      const body = request.body as OrganizationPayload;
      if (!(await one(store, 'SELECT 1 FROM denominations WHERE id = ?', [body.denomination]))) {
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): denomination', {
          params: { denomination: 'is not a known denomination' },
        });
      }
      if (!(await one(store, 'SELECT 1 FROM organization_types WHERE id = ?', [body.type]))) {
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
      const { lastId } = await run(
        store,
        `INSERT INTO organizations (name, phone_number, denomination, type, address, city, locality, country, postal_code, meta, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          body.name.trim(),
          body.phoneNumber ?? '',
          body.denomination,
          body.type,
          body.address ?? '',
          body.city ?? '',
          body.locality ?? null,
          body.country ?? null,
          body.postalCode ?? '',
          JSON.stringify(body.meta ?? {}),
          new Date().toISOString(),
        ],
      );
      await run(store, 'UPDATE users SET organization_id = ? WHERE id = ?', [
        lastId,
        session.user.id,
      ]);
      reply
        .status(201)
        .header('location', `${ctx.config.publicUrl}/wp-json/wp/v2/organization/${lastId}`);
      return presentOrganizationRow(
        db,
        (await one(store, 'SELECT * FROM organizations WHERE id = ?', [lastId]))!,
      );
    },
  );
};
