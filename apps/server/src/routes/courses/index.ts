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
import { optionalSession, requireMember, requireSession, type Session } from '../../plugins/auth';
import { WpError } from '../../plugins/errors';
import { loadOrganization } from '../../domain/accounts/profile';
import { idOrSlug, pageOf, setTotals, slugFilter } from '../../plugins/wordpress';
import { accessKeys, mayOpen, presentResource } from '../../domain/resources/present';
import {
  courseById,
  coursesWithSeries,
  productById,
  resourcesOfSeries,
  TEST_CARDS,
  luhn,
  presentCourse,
  presentProduct,
  type LibraryProduct,
} from '../../domain/courses';
import { PUBLIC_READ } from '../../plugins/rest-headers';

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
      const rows = (await db.selectFrom('products').selectAll().orderBy('id').execute()).filter(
        (row) => slugged({ slug: String(row.slug) }),
      );
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
      const rows = (
        everyone
          ? await coursesWithSeries(db).orderBy('c.start_date', 'desc').execute()
          : await coursesWithSeries(db)
              .where('c.user_id', '=', session.user.id)
              .orderBy('c.start_date', 'desc')
              .execute()
      ).filter((row) => slugged({ slug: String(row.product_slug) }));
      const { perPage, offset, page } = pageOf(q);
      setTotals(reply, rows.length, perPage, page);
      return rows.slice(offset, offset + perPage).map(presentCourse);
    },
  );

  const ownCourse = async (session: Session, id: number) => {
    const row = await courseById(db, id);
    if (
      !row ||
      (Number(row.user_id) !== session.user.id && !session.user.roles.includes('administrator'))
    ) {
      throw new WpError(404, 'rest_course_invalid_id', 'Invalid course ID.');
    }
    return row;
  };

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
        const row = await ownCourse(session, key);
        const resources = await resourcesOfSeries(db, String(row.product_slug));
        return {
          ...presentCourse(row),
          resources: await Promise.all(resources.map((r) => presentResource(ctx, r, keys, false))),
        };
      }
      const row = await db
        .selectFrom('products')
        .selectAll()
        .where('slug', '=', key)
        .executeTakeFirst();
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

  const checkProduct = async (session: Session, productId: number, blogId: number) => {
    const product = await productById(db, productId, blogId);
    if (!product) throw new WpError(404, 'rest_course_invalid', 'That series could not be found.');
    if (
      Number(product.price) > 0 &&
      !mayOpen([{ id: productId, blog_id: blogId }], await accessKeys(db, session))
    ) {
      throw new WpError(
        402,
        'product_not_purchased',
        `Purchase ${String(product.title)} before creating a course with it.`,
      );
    }
    return product;
  };
  const checkOrganization = async (id: number | null | undefined) => {
    if (id != null && !(await loadOrganization(db, id))) {
      throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): organization_id', {
        params: { organization_id: 'is not a known organization' },
      });
    }
  };

  app.post(
    '/wp/v2/course',
    { schema: { body: NewCoursePayload, response: { 201: Course } } },
    async (request, reply): Promise<Course> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const { body } = request;
      const product = await checkProduct(session, body.product_id, body.blog_id);
      const organizationId = body.organization_id ?? session.user.organization_id;
      if (organizationId == null) {
        throw new WpError(
          400,
          'organization_required',
          'Choose or create the organization that runs this course first.',
        );
      }
      await checkOrganization(organizationId);
      const { id: lastId } = await db
        .insertInto('courses')
        .values({
          user_id: session.user.id,
          product_id: body.product_id,
          blog_id: body.blog_id,
          organization_id: organizationId,
          name: body.title?.trim() || String(product.title),
          start_date: body.start_date ?? new Date().toISOString().slice(0, 10),
          created: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (Number(product.price) === 0) {
        await db
          .insertInto('user_products')
          .values({
            user_id: session.user.id,
            product_id: body.product_id,
            blog_id: body.blog_id,
            created: new Date().toISOString(),
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
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
      const row = await ownCourse(session, request.params.id);
      const { body } = request;
      await checkOrganization(body.organization_id);
      await db
        .updateTable('courses')
        .set({
          name: body.title?.trim() || String(row.name),
          start_date: body.start_date ?? String(row.start_date),
          organization_id:
            body.organization_id !== undefined
              ? body.organization_id
              : row.organization_id == null
                ? null
                : Number(row.organization_id),
        })
        .where('id', '=', Number(row.id))
        .execute();
      return presentCourse((await courseById(db, Number(row.id)))!);
    },
  });

  app.delete(
    '/wp/v2/course/:id(^\\d+)',
    { schema: { params: idParams, response: { 200: CourseDeleted } } },
    async (request): Promise<Static<typeof CourseDeleted>> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const row = await ownCourse(session, request.params.id);
      await db.deleteFrom('courses').where('id', '=', Number(row.id)).execute();
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
      const { body } = request;
      const product = await productById(db, body.product_id, body.blog_id);
      if (!product) throw new WpError(404, 'rest_product_invalid_id', 'Invalid product ID.');
      if (
        await db
          .selectFrom('user_products')
          .select('user_id')
          .where('user_id', '=', session.user.id)
          .where('product_id', '=', body.product_id)
          .where('blog_id', '=', body.blog_id)
          .executeTakeFirst()
      ) {
        throw new WpError(
          409,
          'product_already_active',
          `You are already running ${String(product.title)}.`,
        );
      }
      const number = body.card.number.replace(/\s+/g, '');
      if (!luhn(number))
        throw new WpError(400, 'invalid_card_number', 'Your card number is incorrect.');
      const now = new Date();
      if (
        body.card.exp_year < now.getUTCFullYear() ||
        (body.card.exp_year === now.getUTCFullYear() && body.card.exp_month < now.getUTCMonth() + 1)
      ) {
        throw new WpError(400, 'expired_card', "Your card's expiration date is in the past.");
      }
      const outcome = TEST_CARDS[number]?.outcome ?? 'success';
      const amount = Number(product.price);
      const record = (status: string) =>
        db
          .insertInto('payments')
          .values({
            user_id: session.user.id,
            product_id: body.product_id,
            blog_id: body.blog_id,
            amount,
            last4: number.slice(-4),
            status,
            created: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      if (outcome !== 'success') {
        await record(outcome);
        const messages = {
          declined: 'Your card was declined.',
          insufficient_funds: 'Your card has insufficient funds.',
          expired: 'Your card has expired.',
        };
        throw new WpError(
          402,
          outcome === 'declined'
            ? 'card_declined'
            : outcome === 'expired'
              ? 'expired_card'
              : 'insufficient_funds',
          messages[outcome],
        );
      }
      const { id: lastId } = await record('succeeded');
      await db
        .insertInto('user_products')
        .values({
          user_id: session.user.id,
          product_id: body.product_id,
          blog_id: body.blog_id,
          created: now.toISOString(),
        })
        .execute();
      return {
        success: true,
        order_id: lastId,
        product_id: body.product_id,
        blog_id: body.blog_id,
        course: null,
      };
    },
  );
};
