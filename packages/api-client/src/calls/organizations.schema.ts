import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Open, PerPage } from './http.schema';

/** GET /wp/v2/users/roles */
export const RoleOption = Type.Object({ value: Type.String(), label: Type.String() });
export type RoleOption = Static<typeof RoleOption>;

/** An id/name/slug term the organization form selects by (decided). */
const Term = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });

/** GET /wp/v2/denominations */
export const Denomination = Term;
export type Denomination = Static<typeof Term>;

/** GET /wp/v2/organization-types */
export const OrganizationType = Term;
export type OrganizationType = Static<typeof Term>;

/** A country (`parent` 0) or a locality (`parent` = the country's id). */
export const LocationTerm = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parent: Type.Integer(),
  locality_type_label: Type.Optional(Type.String()),
});
export type LocationTerm = Static<typeof LocationTerm>;

/** A country or locality reference inside an address. */
export const PlaceRef = Type.Object({ slug: Type.String(), name: Type.String() });
export type PlaceRef = Static<typeof PlaceRef>;

export const Address = Type.Object({
  place_id: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  postal_code: Type.Optional(Type.String()),
  locality: Type.Optional(Nullable(PlaceRef)),
  country: Type.Optional(Nullable(PlaceRef)),
  position: Type.Optional(Nullable(Type.Object({ lat: Type.Number(), lng: Type.Number() }))),
  /** Minutes. */
  utc_offset: Type.Optional(Type.Number()),
  venue_label: Type.Optional(Type.String()),
});
export type Address = Static<typeof Address>;

export const LocationValue = Type.Object({
  country: Nullable(LocationTerm),
  locality: Nullable(LocationTerm),
});
export type LocationValue = Static<typeof LocationValue>;

/**
 * `meta` of an organization: the ids behind the display names of `denomination`, `type`,
 * `locality` and `country` (null when unset), which the organization form selects by.
 */
export const OrganizationMeta = Open({
  denomination_id: Nullable(Type.Integer()),
  type_id: Nullable(Type.Integer()),
  locality_id: Nullable(Type.Integer()),
  country_id: Nullable(Type.Integer()),
});
export type OrganizationMeta = Static<typeof OrganizationMeta>;

export const Organization = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phoneNumber: Type.String(),
  /** Display name; the id is `meta.denomination_id`. */
  denomination: Type.String(),
  /** Display name; the id is `meta.type_id`. */
  type: Type.String(),
  address: Type.String(),
  city: Type.String(),
  /** Display name; the id is `meta.locality_id`. */
  locality: Type.String(),
  /** Display name; the id is `meta.country_id`. */
  country: Type.String(),
  postalCode: Type.String(),
  meta: OrganizationMeta,
  formatted_address: Type.String(),
});
export type Organization = Static<typeof Organization>;

/**
 * POST /wp/v2/organization (course creation step 1): ids where `Organization` has names. A request
 * schema's properties keep the order refusals name them in (`data.params`).
 */
export const OrganizationPayload = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  phoneNumber: Type.Optional(Type.String({ maxLength: 40 })),
  denomination: Id,
  type: Id,
  address: Type.Optional(Type.String({ maxLength: 300 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  locality: Type.Optional(Nullable(Id)),
  country: Type.Optional(Nullable(Id)),
  postalCode: Type.Optional(Type.String({ maxLength: 20 })),
  meta: Type.Optional(Type.Unsafe<Record<string, unknown>>({ type: 'object' })),
});
export type OrganizationPayload = Static<typeof OrganizationPayload>;

/** Query of GET /wp/v2/organization; default `per_page` 30, `paged` 1. */
export const OrganizationSearch = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, default: '' })),
  per_page: Type.Optional(PerPage(30)),
  paged: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
});
export type OrganizationSearch = Static<typeof OrganizationSearch>;

/** POST /wp/v2/organization/unique */
const PlacePick = Type.Union([Nullable(Id), Type.Object({ id: Id })]);
export const OrganizationUniquePayload = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  /** Picker terms (`{id, name, parent}`) or bare ids. */
  location: Type.Optional(
    Nullable(
      Type.Object({ country: Type.Optional(PlacePick), locality: Type.Optional(PlacePick) }),
    ),
  ),
});
export type OrganizationUniquePayload = Static<typeof OrganizationUniquePayload>;

/** Answer of POST /wp/v2/organization/unique (decided). */
export const OrganizationUniqueResponse = Type.Object({
  unique: Type.Boolean(),
  /** Organizations with the same name at the same location. */
  matches: Type.Array(Organization),
});
export type OrganizationUniqueResponse = Static<typeof OrganizationUniqueResponse>;

/** A preference's value: any JSON value. */
export type PreferenceValue =
  | string
  | number
  | boolean
  | null
  | PreferenceValue[]
  | {
      [key: string]: PreferenceValue;
    };
export const PreferenceValue = Type.Unsafe<PreferenceValue>({});
export const UserPreferences = Type.Record(Type.String(), PreferenceValue);
export type UserPreferences = Record<string, PreferenceValue>;

/** POST /wp/v2/user/preferences */
export const PreferencePayload = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100 }),
  /** Absent is null: the preference is cleared. */
  value: Type.Optional(PreferenceValue),
});
export type PreferencePayload = Static<typeof PreferencePayload>;
