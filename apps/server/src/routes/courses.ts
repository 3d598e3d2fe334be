import type { FastifyInstance } from 'fastify';
import { optionalSession, requireMember, requireSession } from '../auth';
import type { Context } from '../context';
import { all, json, one, run, type Store } from '../db';
import { WpError } from '../errors';
import { activeProducts, loadOrganization, presentProfile } from '../present';
import { accessKeys, mayOpen, presentResource } from './resources';

/**
 * The built-in test payment provider: no money moves. Documented card numbers decide the outcome;
 * any other number that passes the Luhn check is accepted like the success card.
 */
export const TEST_CARDS: Record<string, { outcome: 'success' | 'declined' | 'insufficient_funds' | 'expired'; label: string }> = {
  '4242424242424242': { outcome: 'success', label: 'Visa, succeeds' },
  '5555555555554444': { outcome: 'success', label: 'Mastercard, succeeds' },
  '4000000000000002': { outcome: 'declined', label: 'declined' },
  '4000000000009995': { outcome: 'insufficient_funds', label: 'declined for insufficient funds' },
  '4000000000000069': { outcome: 'expired', label: 'declined as expired' },
};

export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

interface ProductData { description: string; weeks: number; image: string; sessions: Array<{ week: number; title: string }> }

async function presentCourse(store: Store, row: Record<string, unknown>, active: boolean) {
  const data = json<ProductData>(row.data);
  return {
    id: Number(row.id),
    blog_id: Number(row.blog_id),
    slug: String(row.slug),
    title: String(row.title),
    description: data.description,
    price: Number(row.price) / 100,
    currency_code: 'USD',
    image: data.image,
    weeks: data.weeks,
    sessions: data.sessions,
    free: Number(row.price) === 0,
    active,
    resource_count: Number((await one(store, 'SELECT COUNT(*) AS n FROM resources WHERE bucket = ?', [`series-${String(row.slug)}`]))?.n ?? 0),
  };
}

export function courseRoutes(app: FastifyInstance, ctx: Context): void {
  const { store, tokens } = ctx;

  app.get('/wp-json/wp/v2/course', {
    schema: { querystring: { type: 'object', properties: { context: { type: 'string', enum: ['mine', 'view', ''] } } } },
  }, async (request) => {
    const { context } = request.query as { context?: string };
    const session = context === 'mine' ? await requireSession(tokens, request) : await optionalSession(tokens, request);
    const owned = new Set(session ? (await activeProducts(store, session.user.id)).map((p) => `${p.id}:${p.blog_id}`) : []);
    const rows = await all(store, 'SELECT * FROM products ORDER BY id');
    const courses = await Promise.all(rows.map((row) => presentCourse(store, row, owned.has(`${String(row.id)}:${String(row.blog_id)}`))));
    if (context !== 'mine' || !session) return courses;
    const runs = await all(store, 'SELECT * FROM courses WHERE user_id = ? ORDER BY start_date', [session.user.id]);
    return courses.filter((c) => c.active).map((c) => ({
      ...c,
      runs: runs.filter((r) => Number(r.product_id) === c.id).map((r) => ({ id: Number(r.id), name: String(r.name), start_date: String(r.start_date), organization_id: r.organization_id == null ? null : Number(r.organization_id) })),
    }));
  });

  app.get('/wp-json/wp/v2/course/:slug', { schema: { params: { type: 'object', properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['slug'] } } }, async (request) => {
    const session = await requireSession(tokens, request);
    requireMember(session);
    const row = await one(store, 'SELECT * FROM products WHERE slug = ?', [(request.params as { slug: string }).slug]);
    if (!row) throw new WpError(404, 'rest_course_invalid', 'That series could not be found.');
    const keys = await accessKeys(store, session);
    const ref = { id: Number(row.id), blog_id: Number(row.blog_id) };
    const course = await presentCourse(store, row, mayOpen([ref], keys));
    if (!course.active && !course.free) {
      throw new WpError(403, 'rest_forbidden_product', `You need to be running ${course.title} in order to have access to this resource.`, { products: [{ ...ref, title: course.title, slug: course.slug }] });
    }
    const resources = await all(store, 'SELECT * FROM resources WHERE bucket = ? ORDER BY id', [`series-${course.slug}`]);
    return { ...course, resources: await Promise.all(resources.map((r) => presentResource(ctx, r, keys, false))) };
  });

  app.post('/wp-json/wp/v2/course', {
    schema: {
      body: {
        type: 'object',
        required: ['product_id', 'blog_id', 'organization_id', 'name', 'start_date'],
        properties: {
          product_id: { type: 'integer', minimum: 1 },
          blog_id: { type: 'integer', minimum: 1 },
          organization_id: { type: 'integer', minimum: 1 },
          name: { type: 'string', minLength: 1, maxLength: 200 },
          start_date: { type: 'string', format: 'date' },
          acknowledged: { type: 'boolean' },
        },
      },
    },
  }, async (request, reply) => {
    const session = await requireSession(tokens, request);
    requireMember(session);
    const body = request.body as { product_id: number; blog_id: number; organization_id: number; name: string; start_date: string };
    const product = await one(store, 'SELECT * FROM products WHERE id = ? AND blog_id = ?', [body.product_id, body.blog_id]);
    if (!product) throw new WpError(404, 'rest_course_invalid', 'That series could not be found.');
    if (!(await loadOrganization(store, body.organization_id))) {
      throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): organization_id', { params: { organization_id: 'is not a known organization' } });
    }
    if (Number(product.price) > 0 && !mayOpen([{ id: body.product_id, blog_id: body.blog_id }], await accessKeys(store, session))) {
      throw new WpError(402, 'product_not_purchased', `Purchase ${String(product.title)} before creating a course with it.`);
    }
    const { lastId } = await run(store,
      'INSERT INTO courses (user_id, product_id, blog_id, organization_id, name, start_date, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [session.user.id, body.product_id, body.blog_id, body.organization_id, body.name.trim(), body.start_date, new Date().toISOString()]);
    if (Number(product.price) === 0) {
      await run(store, 'INSERT OR IGNORE INTO user_products VALUES (?, ?, ?, ?)', [session.user.id, body.product_id, body.blog_id, new Date().toISOString()]);
    }
    reply.status(201);
    return { id: lastId, name: body.name.trim(), start_date: body.start_date, organization_id: body.organization_id, product_id: body.product_id, blog_id: body.blog_id, slug: String(product.slug) };
  });

  app.post('/wp-json/wp/v2/product/purchase', {
    schema: {
      body: {
        type: 'object',
        required: ['product_id', 'blog_id', 'card'],
        properties: {
          product_id: { type: 'integer', minimum: 1 },
          blog_id: { type: 'integer', minimum: 1 },
          card: {
            type: 'object',
            required: ['number', 'exp_month', 'exp_year', 'cvc'],
            properties: {
              number: { type: 'string', pattern: '^[0-9 ]{12,23}$' },
              exp_month: { type: 'integer', minimum: 1, maximum: 12 },
              exp_year: { type: 'integer', minimum: 2000, maximum: 2100 },
              cvc: { type: 'string', pattern: '^[0-9]{3,4}$' },
              name: { type: 'string', maxLength: 200 },
            },
          },
        },
      },
    },
  }, async (request) => {
    const session = await requireSession(tokens, request);
    const body = request.body as { product_id: number; blog_id: number; card: { number: string; exp_month: number; exp_year: number; cvc: string; name?: string } };
    const product = await one(store, 'SELECT * FROM products WHERE id = ? AND blog_id = ?', [body.product_id, body.blog_id]);
    if (!product) throw new WpError(404, 'rest_product_invalid_id', 'Invalid product ID.');
    if (await one(store, 'SELECT 1 FROM user_products WHERE user_id = ? AND product_id = ? AND blog_id = ?', [session.user.id, body.product_id, body.blog_id])) {
      throw new WpError(409, 'product_already_active', `You are already running ${String(product.title)}.`);
    }
    const number = body.card.number.replace(/\s+/g, '');
    if (!luhn(number)) throw new WpError(400, 'invalid_card_number', 'Your card number is incorrect.');
    const now = new Date();
    if (body.card.exp_year < now.getUTCFullYear() || (body.card.exp_year === now.getUTCFullYear() && body.card.exp_month < now.getUTCMonth() + 1)) {
      throw new WpError(400, 'expired_card', "Your card's expiration date is in the past.");
    }
    const outcome = TEST_CARDS[number]?.outcome ?? 'success';
    const amount = Number(product.price);
    const record = (status: string) => run(store, 'INSERT INTO payments (user_id, product_id, blog_id, amount, last4, status, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [session.user.id, body.product_id, body.blog_id, amount, number.slice(-4), status, now.toISOString()]);
    if (outcome !== 'success') {
      await record(outcome);
      const messages = { declined: 'Your card was declined.', insufficient_funds: 'Your card has insufficient funds.', expired: 'Your card has expired.' };
      throw new WpError(402, outcome === 'declined' ? 'card_declined' : outcome === 'expired' ? 'expired_card' : 'insufficient_funds', messages[outcome]);
    }
    const { lastId } = await record('succeeded');
    await run(store, 'INSERT INTO user_products VALUES (?, ?, ?, ?)', [session.user.id, body.product_id, body.blog_id, now.toISOString()]);
    return {
      success: true,
      payment: { id: lastId, amount: amount / 100, currency_code: 'USD', last4: number.slice(-4), status: 'succeeded' },
      product: { id: body.product_id, blog_id: body.blog_id, title: String(product.title), slug: String(product.slug) },
      profile: await presentProfile(store, session.user),
    };
  });
}
