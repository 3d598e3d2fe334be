import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { Series } from '@campus/api-client';
import {
  Course,
  CourseDeleted,
  CourseKey,
  CourseOrSeries,
  CoursePayload,
  CourseQuery,
  Id,
  NewCoursePayload,
  Product,
  ProductQuery,
  PurchasePayload,
  PurchaseResponse,
  type CourseRun,
} from '@campus/api-client/contract';
import { optionalSession, requireMember, requireSession } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import { idOrSlug, pageOf, setTotals, slugFilter } from '../../conventions/wordpress';
import { accessKeys, mayOpen, presentResource } from '../../domain/resources/present';
import {
  courseById,
  presentCourse,
  presentProduct,
  resourcesOfSeries,
  type LibraryProduct,
} from '../../domain/courses';
import {
  allProducts,
  courseRuns,
  createCourse,
  deleteCourse,
  ownCourse,
  productBySlug,
  purchase,
  updateCourse,
} from '../../domain/courses/runs';
import { PUBLIC_READ } from '../../conventions/rest-headers';

export const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens } = ctx;

  app.get(
    '/wp/v2/product',
    {
      config: PUBLIC_READ,
      schema: { querystring: ProductQuery, response: { 200: Type.Array(Product) } },
    },
    async (request, reply): Promise<LibraryProduct[]> => {
      const q = request.query;
      const session = await optionalSession(tokens, request);
      const keys = await accessKeys(db, session);
      const slugged = slugFilter(q);
      const rows = (await allProducts(db)).filter((row) => slugged({ slug: String(row.slug) }));
      const { perPage, offset, page } = pageOf(q);
      setTotals(reply, rows.length, perPage, page);
      return rows
        .slice(offset, offset + perPage)
        .map((row) =>
          presentProduct(
            row,
            Boolean(session) &&
              mayOpen([{ id: Number(row.id), blog_id: Number(row.blog_id) }], keys),
          ),
        );
    },
  );

  app.get(
    '/wp/v2/course',
    {
      schema: { querystring: CourseQuery, response: { 200: Type.Array(Course) } },
    },
    async (request, reply): Promise<Course[]> => {
      const q = request.query;
      const session = await requireSession(tokens, request);
      requireMember(session);
      // Administrators see every run outside context=mine; everyone else only their own.
      const everyone = q.context !== 'mine' && session.user.roles.includes('administrator');
      const slugged = slugFilter(q);
      const rows = (await courseRuns(db, everyone ? undefined : session.user.id)).filter((row) =>
        slugged({ slug: String(row.product_slug) }),
      );
      const { perPage, offset, page } = pageOf(q);
      setTotals(reply, rows.length, perPage, page);
      return rows.slice(offset, offset + perPage).map(presentCourse);
    },
  );

  // By id: one of the member's courses. By slug: the series to run (/courses/run/{slug}).
  app.get(
    '/wp/v2/course/:key',
    {
      schema: { params: CourseKey, response: { 200: CourseOrSeries } },
    },
    async (request): Promise<Series | CourseRun> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const key = idOrSlug(request.params.key);
      const keys = await accessKeys(db, session);
      if (typeof key === 'number') {
        const row = await ownCourse(db, session, key);
        const resources = await resourcesOfSeries(db, String(row.product_slug));
        return {
          ...presentCourse(row),
          resources: await Promise.all(resources.map((r) => presentResource(ctx, r, keys, false))),
        };
      }
      const row = await productBySlug(db, key);
      if (!row) throw new WpError(404, 'rest_course_invalid', 'That series could not be found.');
      const ref = { id: Number(row.id), blog_id: Number(row.blog_id) };
      const product = presentProduct(row, mayOpen([ref], keys));
      if (!product.active && !product.free) {
        throw new WpError(
          403,
          'rest_forbidden_product',
          `You need to be running ${product.title} in order to have access to this resource.`,
          { products: [{ ...ref, title: product.title, slug: product.slug }] },
        );
      }
      const resources = await resourcesOfSeries(db, product.slug);
      return {
        ...product,
        resources: await Promise.all(resources.map((r) => presentResource(ctx, r, keys, false))),
      } satisfies Series;
    },
  );

  app.post(
    '/wp/v2/course',
    { schema: { body: NewCoursePayload, response: { 201: Course } } },
    async (request, reply): Promise<Course> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const lastId = await createCourse(db, session, request.body);
      reply
        .status(201)
        .header('location', `${ctx.config.publicUrl}/wp-json/wp/v2/course/${lastId}`);
      return presentCourse((await courseById(db, lastId))!);
    },
  );

  const idParams = Type.Object({ id: Id });
  // WordPress's EDITABLE routes take POST, PUT and PATCH alike.
  app.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: '/wp/v2/course/:id(^\\d+)',
    schema: { params: idParams, body: CoursePayload, response: { 200: Course } },
    handler: async (request): Promise<Course> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const row = await ownCourse(db, session, request.params.id);
      await updateCourse(db, row, request.body);
      return presentCourse((await courseById(db, Number(row.id)))!);
    },
  });

  app.delete(
    '/wp/v2/course/:id(^\\d+)',
    { schema: { params: idParams, response: { 200: CourseDeleted } } },
    async (request): Promise<Static<typeof CourseDeleted>> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const row = await ownCourse(db, session, request.params.id);
      await deleteCourse(db, Number(row.id));
      return { success: true, deleted: true, previous: presentCourse(row) };
    },
  );

  app.post(
    '/wp/v2/product/purchase',
    {
      schema: { body: PurchasePayload, response: { 200: PurchaseResponse } },
    },
    async (request): Promise<PurchaseResponse> => {
      const session = await requireSession(tokens, request);
      return purchase(db, session.user.id, request.body);
    },
  );
};
