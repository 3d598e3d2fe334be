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
import { requireSession } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import { pageOf, setTotals } from '../../conventions/wordpress';
import { PUBLIC_READ } from '../../conventions/rest-headers';
import {
  createOrganization,
  organizationById,
  roleOptions,
  searchOrganizations,
  termList,
  uniqueness,
} from '../../domain/organizations';

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens } = ctx;

  app.get(
    '/wp/v2/users/roles',
    { config: PUBLIC_READ, schema: { response: { 200: Type.Array(RoleOption) } } },
    async (): Promise<RoleOption[]> => roleOptions(db),
  );

  app.get(
    '/wp/v2/denominations',
    { config: PUBLIC_READ, schema: { response: { 200: Type.Array(Denomination) } } },
    async (): Promise<Denomination[]> => termList(db, 'denominations', 'name'),
  );
  app.get(
    '/wp/v2/organization-types',
    { config: PUBLIC_READ, schema: { response: { 200: Type.Array(OrganizationType) } } },
    async (): Promise<OrganizationType[]> => termList(db, 'organization_types', 'id'),
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
      const found = await searchOrganizations(db, search, { perPage, offset });
      setTotals(reply, found.total, perPage, page);
      return found.read();
    },
  );

  app.get(
    '/wp/v2/organization/:id(^\\d+)',
    { schema: { params: Type.Object({ id: Id }), response: { 200: Organization } } },
    async (request): Promise<Organization> => {
      const organization = await organizationById(db, request.params.id);
      if (!organization)
        throw new WpError(404, 'rest_organization_invalid_id', 'Invalid organization ID.');
      return organization;
    },
  );

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
    async (request): Promise<OrganizationUniqueResponse> => {
      const { body } = request;
      return uniqueness(
        db,
        body.name,
        placeId(body.location?.country),
        placeId(body.location?.locality),
      );
    },
  );

  app.post(
    '/wp/v2/organization',
    {
      schema: { body: OrganizationPayload, response: { 201: Organization } },
    },
    async (request, reply): Promise<Organization> => {
      const session = await requireSession(tokens, request);
      const id = await createOrganization(db, session.user.id, request.body);
      reply
        .status(201)
        .header('location', `${ctx.config.publicUrl}/wp-json/wp/v2/organization/${id}`);
      return (await organizationById(db, id))!;
    },
  );
};
