import type { Static } from '@sinclair/typebox';
import type {
  CoursePayload,
  NewCoursePayload,
  PurchasePayload,
  PurchaseResponse,
} from '@campus/api-client/contract';
import type { Session } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import type { Db } from '../../services/store';
import { loadOrganization } from '../accounts/profile';
import { accessKeys, mayOpen } from '../resources/present';
import { courseById, coursesWithSeries, luhn, productById, TEST_CARDS } from './index';

/*
 * Course runs and purchases: who may run which series, for which organization, and what a card
 * payment does (README, "Decisions": courses; "Test payment cards").
 */

/** Every series of the library, in id order. */
export const allProducts = (db: Db) =>
  db.selectFrom('products').selectAll().orderBy('id').execute();

/** A series of the library by its slug. */
export const productBySlug = (db: Db, slug: string) =>
  db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirst();

/** Course runs, newest start first: a member's own, or (no member named) everyone's. */
export const courseRuns = (db: Db, userId: number | undefined) =>
  userId === undefined
    ? coursesWithSeries(db).orderBy('c.start_date', 'desc').execute()
    : coursesWithSeries(db)
        .where('c.user_id', '=', userId)
        .orderBy('c.start_date', 'desc')
        .execute();

/** A run the member may change: their own, or any for an administrator. */
export async function ownCourse(db: Db, session: Session, id: number) {
  const row = await courseById(db, id);
  if (
    !row ||
    (Number(row.user_id) !== session.user.id && !session.user.roles.includes('administrator'))
  ) {
    throw new WpError(404, 'rest_course_invalid_id', 'Invalid course ID.');
  }
  return row;
}

/** A paid series must be the member's before a run of it is created. */
async function checkProduct(db: Db, session: Session, productId: number, blogId: number) {
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
}

async function checkOrganization(db: Db, id: number | null | undefined) {
  if (id != null && !(await loadOrganization(db, id))) {
    throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): organization_id', {
      params: { organization_id: 'is not a known organization' },
    });
  }
}

/** A new run for the member; a free series becomes one of their products. Answers the run's id. */
export async function createCourse(
  db: Db,
  session: Session,
  body: Static<typeof NewCoursePayload>,
): Promise<number> {
  const product = await checkProduct(db, session, body.product_id, body.blog_id);
  const organizationId = body.organization_id ?? session.user.organization_id;
  if (organizationId == null) {
    throw new WpError(
      400,
      'organization_required',
      'Choose or create the organization that runs this course first.',
    );
  }
  await checkOrganization(db, organizationId);
  const { id } = await db
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
  return id;
}

/** Renames, moves or re-dates a run; what the payload leaves out stays as it was. */
export async function updateCourse(
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof courseById>>>,
  body: CoursePayload,
): Promise<void> {
  await checkOrganization(db, body.organization_id);
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
}

export async function deleteCourse(db: Db, id: number): Promise<void> {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}

/** Buys a series with the test provider: every attempt is recorded, a success grants the series. */
export async function purchase(
  db: Db,
  userId: number,
  body: PurchasePayload,
): Promise<PurchaseResponse> {
  const product = await productById(db, body.product_id, body.blog_id);
  if (!product) throw new WpError(404, 'rest_product_invalid_id', 'Invalid product ID.');
  if (
    await db
      .selectFrom('user_products')
      .select('user_id')
      .where('user_id', '=', userId)
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
        user_id: userId,
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
  const { id: orderId } = await record('succeeded');
  await db
    .insertInto('user_products')
    .values({
      user_id: userId,
      product_id: body.product_id,
      blog_id: body.blog_id,
      created: now.toISOString(),
    })
    .execute();
  return {
    success: true,
    order_id: orderId,
    product_id: body.product_id,
    blog_id: body.blog_id,
    course: null,
  };
}
