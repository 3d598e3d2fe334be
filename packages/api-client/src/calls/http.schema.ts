import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';

/*
 * The rules every area's schemas share: what an id is, how a list is paged, how a value may be null.
 * WordPress's own collections take `per_page` 1 to 100, `offset` from 0 and `page` from 1; the
 * default page size is each collection's own.
 */

/** A post, user, term or blog id: a positive whole number. */
export const Id = Type.Integer({ minimum: 1 });

/** What names a post across the network's sites, first in every post's answer. */
export const postFields = {
  id: Type.Integer(),
  blog_id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
};

/** `per_page`, 1 to 100, with the collection's default. */
export const PerPage = (defaultSize: number) =>
  Type.Integer({ minimum: 1, maximum: 100, default: defaultSize });

/** `offset`: items to skip, from 0. */
export const Offset = Type.Integer({ minimum: 0, default: 0 });

/** The paging and `slug` filter every WordPress collection takes. */
export const Collection = (defaultSize: number) => ({
  per_page: Type.Optional(PerPage(defaultSize)),
  offset: Type.Optional(Offset),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  slug: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 2000 }),
      Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }),
    ]),
  ),
});

/**
 * A value or null, written as one `type` list (`['integer', 'null']`) the way WordPress's own
 * schemas write it, so a refusal names both ("must be integer,null").
 */
export const Nullable = <T extends TSchema>(schema: T) => {
  if (typeof schema.type !== 'string') throw new Error('Nullable takes a schema of one type');
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
};

/** The acknowledgement of a write whose answer the call table does not show (decided). */
export const SuccessResponse = Type.Object({ success: Type.Boolean() });
export type SuccessResponse = Static<typeof SuccessResponse>;

/** One of a few strings, as one `enum` (a refusal reads "must be equal to one of the allowed values"). */
export const StringEnum = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: values });

/**
 * An object that may carry more than the fields named (WordPress plugins add their own): every
 * other property passes validation and is serialized as it is, and the type says so.
 */
export const Open = <T extends TProperties>(properties: T) =>
  Type.Unsafe<Static<TObject<T>> & { [field: string]: unknown }>(
    Type.Object(properties, { additionalProperties: true }),
  );
