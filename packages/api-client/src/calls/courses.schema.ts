import { Type, type Static } from '@sinclair/typebox';
import { Collection, Id, Nullable, Open, postFields, StringEnum } from './http.schema';
import { ImageSize, ProductRef, Resource } from './resources.schema';

export const ProductSession = Type.Object({ week: Type.Integer(), title: Type.String() });
export type ProductSession = Static<typeof ProductSession>;

const productFields = {
  ...postFields,
  price: Type.Optional(Type.Number()),
  currency_code: Type.Optional(Type.String()),
  image: Type.Optional(Nullable(ImageSize)),
  excerpt: Type.Optional(Type.String()),
  /** The member already runs (or may open) this series; false for visitors. */
  active: Type.Optional(Type.Boolean()),
  /** Costs nothing: a course can be created without a purchase. */
  free: Type.Optional(Type.Boolean()),
  weeks: Type.Optional(Type.Integer()),
  sessions: Type.Optional(Type.Array(ProductSession)),
};
export const Product = Type.Object(productFields);
export type Product = Static<typeof Product>;

/** GET /wp/v2/course/{slug}: the series to run (`/courses/run/{slug}`), with its resources. */
export const Series = Type.Object({ ...productFields, resources: Type.Array(Resource) });
export type Series = Static<typeof Series>;

const courseFields = {
  ...postFields,
  product: Type.Optional(Nullable(ProductRef)),
  /** The series' title. */
  product_title: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  start_date: Type.Optional(Nullable(Type.String())),
  organization_id: Type.Optional(Nullable(Type.Integer())),
};
/** A course run by the member (`context=mine`) or in the library (decided). */
export const Course = Open(courseFields);
export type Course = Static<typeof Course>;

/** GET /wp/v2/course/{id}: one of the member's courses, with its series' resources. */
export const CourseRun = Type.Object({ ...courseFields, resources: Type.Array(Resource) });
export type CourseRun = Static<typeof CourseRun>;

/** Answer of GET /wp/v2/course/{key}: a course by its id, the series to run by its slug. */
export const CourseOrSeries = Type.Unsafe<CourseRun | Series>({
  if: { type: 'object', required: ['product'] },
  then: CourseRun,
  else: Series,
});

/** Answer of DELETE /wp/v2/course/{id}, as WordPress answers a deletion. */
export const CourseDeleted = Type.Object({
  success: Type.Boolean(),
  deleted: Type.Boolean(),
  previous: Course,
});

/** Query of GET /wp/v2/course. */
export const CourseQuery = Type.Object({
  ...Collection(100),
  context: Type.Optional(StringEnum(['mine', 'view', ''])),
});

/** Query of GET /wp/v2/product. */
export const ProductQuery = Type.Object(Collection(100));

/** GET /wp/v2/course/{key}: a series' slug or a course's id. */
export const CourseKey = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) });

/** Body of POST /wp/v2/course and PUT /wp/v2/course/{id} (decided). */
const coursePayloadFields = {
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  product_id: Type.Optional(Id),
  blog_id: Type.Optional(Id),
  /** The running organization; on create, the member's own organization when absent. */
  organization_id: Type.Optional(Nullable(Id)),
  start_date: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  acknowledged: Type.Optional(Type.Boolean()),
};
export const CoursePayload = Open(coursePayloadFields);
export type CoursePayload = Static<typeof CoursePayload>;
/** POST /wp/v2/course: a new course names its series. */
export const NewCoursePayload = Open({ ...coursePayloadFields, product_id: Id, blog_id: Id });

export const CardDetails = Type.Object({
  number: Type.String({ pattern: '^[0-9 ]{12,23}$' }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  name: Type.Optional(Type.String({ maxLength: 200 })),
});
export type CardDetails = Static<typeof CardDetails>;

/** POST /wp/v2/product/purchase */
export const PurchasePayload = Type.Object({ product_id: Id, blog_id: Id, card: CardDetails });
export type PurchasePayload = Static<typeof PurchasePayload>;

/** Answer of POST /wp/v2/product/purchase (decided). */
export const PurchaseResponse = Type.Object({
  success: Type.Boolean(),
  order_id: Type.Integer(),
  product_id: Type.Integer(),
  blog_id: Type.Integer(),
  course: Type.Optional(Nullable(Course)),
});
export type PurchaseResponse = Static<typeof PurchaseResponse>;
