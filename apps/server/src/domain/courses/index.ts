import type { Course, Product, ProductSession } from '@campus/api-client';
import { json, type Db } from '../../services/store';

/**
 * The built-in test payment provider: no money moves. Documented card numbers decide the outcome;
 * any other number that passes the Luhn check is accepted like the success card.
 */
export const TEST_CARDS: Record<
  string,
  { outcome: 'success' | 'declined' | 'insufficient_funds' | 'expired'; label: string }
> = {
  '4242424242424242': { outcome: 'success', label: 'Visa, succeeds' },
  '5555555555554444': { outcome: 'success', label: 'Mastercard, succeeds' },
  '4000000000000002': { outcome: 'declined', label: 'declined' },
  '4000000000009995': { outcome: 'insufficient_funds', label: 'declined for insufficient funds' },
  '4000000000000069': { outcome: 'expired', label: 'declined as expired' },
};

/** A series of the library, by its product id on its site. */
export const productById = (db: Db, productId: number, blogId: number) =>
  db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .where('blog_id', '=', blogId)
    .executeTakeFirst();

/** The resources a series comes with, in their order. */
export const resourcesOfSeries = (db: Db, slug: string) =>
  db
    .selectFrom('resources')
    .selectAll()
    .where('bucket', '=', `series-${slug}`)
    .orderBy('id')
    .execute();

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

interface ProductData {
  description: string;
  weeks: number;
  image: string;
  sessions: ProductSession[];
}

/** The library sends every optional product field. */
export type LibraryProduct = Product &
  Required<Pick<Product, 'active' | 'free' | 'weeks' | 'sessions'>>;

export function presentProduct(row: Record<string, unknown>, active: boolean): LibraryProduct {
  const data = json<ProductData>(row.data);
  return {
    id: Number(row.id),
    blog_id: Number(row.blog_id),
    title: String(row.title),
    slug: String(row.slug),
    price: Number(row.price) / 100,
    currency_code: 'USD',
    image: { url: data.image },
    excerpt: data.description,
    active,
    free: Number(row.price) === 0,
    weeks: data.weeks,
    sessions: data.sessions,
  };
}

/** A course is one run of a series (product) by a member, for an organization, from a start date. */
export function presentCourse(row: Record<string, unknown>): Course {
  return {
    id: Number(row.id),
    blog_id: Number(row.blog_id),
    title: String(row.name),
    slug: String(row.product_slug),
    product: { id: Number(row.product_id), blog_id: Number(row.blog_id) },
    product_title: String(row.product_title),
    status: 'active',
    start_date: String(row.start_date),
    organization_id: row.organization_id == null ? null : Number(row.organization_id),
  };
}

/** Course runs with the slug and title of their series, as `presentCourse` reads them. */
export const coursesWithSeries = (db: Db) =>
  db
    .selectFrom('courses as c')
    .innerJoin('products as p', (join) =>
      join.onRef('p.id', '=', 'c.product_id').onRef('p.blog_id', '=', 'c.blog_id'),
    )
    .selectAll('c')
    .select(['p.slug as product_slug', 'p.title as product_title']);

/** One course run with its series' slug and title, by id. */
export const courseById = (db: Db, id: number) =>
  coursesWithSeries(db).where('c.id', '=', id).executeTakeFirst();
