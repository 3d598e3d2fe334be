import type { ApiClient } from '../client';
import type {
  Denomination,
  Organization,
  OrganizationSearch,
  OrganizationPayload,
  OrganizationType,
  OrganizationUniquePayload,
  OrganizationUniqueResponse,
  PreferencePayload,
  RoleOption,
  UserPreferences,
} from '../types';
import { get, list, write, type CallOptions } from './http';

/** GET /wp/v2/users/roles */
export const getRoles = (client: ApiClient, opts?: CallOptions) =>
  get<RoleOption[]>(client, '/wp/v2/users/roles', undefined, opts);

/** GET /wp/v2/denominations */
export const getDenominations = (client: ApiClient, opts?: CallOptions) =>
  get<Denomination[]>(client, '/wp/v2/denominations', undefined, opts);

/** GET /wp/v2/organization-types */
export const getOrganizationTypes = (client: ApiClient, opts?: CallOptions) =>
  get<OrganizationType[]>(client, '/wp/v2/organization-types', undefined, opts);

/** GET /wp/v2/organization?search=&per_page=30&paged=1, with the totals (the full response). */
export const searchOrganizations = (
  client: ApiClient,
  { search = '', per_page = 30, paged = 1 }: OrganizationSearch = {},
  opts?: CallOptions,
) => list<Organization>(client, '/wp/v2/organization', { search, per_page, paged }, opts);

/** GET /wp/v2/organization/{id} */
export const getOrganization = (client: ApiClient, id: number, opts?: CallOptions) =>
  get<Organization>(client, `/wp/v2/organization/${id}`, undefined, opts);

/**
 * POST /wp/v2/organization: creates the organization and makes it the member's own; answers it.
 * Clears the cached organization answers so the next search lists it.
 */
export const createOrganization = (
  client: ApiClient,
  payload: OrganizationPayload,
  opts?: CallOptions,
) => write<Organization>(client, 'POST', '/wp/v2/organization', payload, opts);

/** POST /wp/v2/organization/unique */
export const checkOrganizationUnique = (
  client: ApiClient,
  payload: OrganizationUniquePayload,
  opts?: CallOptions,
) => write<OrganizationUniqueResponse>(client, 'POST', '/wp/v2/organization/unique', payload, opts);

/** POST /wp/v2/user/preferences; answers the member's preferences after the change. */
export const savePreference = (client: ApiClient, payload: PreferencePayload, opts?: CallOptions) =>
  write<UserPreferences>(client, 'POST', '/wp/v2/user/preferences', payload, opts);
