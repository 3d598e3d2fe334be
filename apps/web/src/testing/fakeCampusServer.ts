import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Buffer } from 'node:buffer';
import type { Course, Organization, Product, Resource } from '@campus/api-client';

/**
 * A local HTTP back end answering the courses, products and organizations calls as the reference
 * server (`apps/server/src/routes/courses.ts`, `catalog.ts`) does, over in-memory data: the library's
 * `active` flags, the 403 of a paid series, the test cards and their error codes, the unique check.
 */
export interface FakeCampus {
  baseUrl: string;
  /** Every request line received, e.g. `GET /wp-json/wp/v2/product?per_page=100`. */
  requests: string[];
  /** Series the signed-in member runs, by product id. */
  owned: Set<number>;
  courses: Course[];
  organizations: Organization[];
  close(): Promise<void>;
}

const BLOG = 1;

export const PRODUCTS: Product[] = [
  { id: 1, blog_id: BLOG, title: 'Foundations', slug: 'foundations', price: 49, currency_code: 'USD', excerpt: 'Eight weeks on the basics.', weeks: 8 },
  { id: 3, blog_id: BLOG, title: 'Leading Teams', slug: 'leading-teams', price: 79, currency_code: 'USD', excerpt: 'Practical leadership.', weeks: 10 },
  { id: 4, blog_id: BLOG, title: 'First Steps', slug: 'first-steps', price: 0, currency_code: 'USD', excerpt: 'A free starter series.', weeks: 4 },
].map((p) => ({ ...p, image: null, free: p.price === 0, sessions: Array.from({ length: p.weeks }, (_, w) => ({ week: w + 1, title: `Week ${w + 1}: ${p.title} topic` })) }));

export const organization = (id: number, name: string): Organization => ({
  id,
  name,
  phoneNumber: '',
  denomination: 'Baptist',
  type: 'Church',
  address: '',
  city: '',
  locality: '',
  country: 'Canada',
  postalCode: '',
  meta: { denomination_id: 1, type_id: 1, locality_id: null, country_id: 10 },
  formatted_address: `${name}, Canada`,
});

const resource = (product: Product, n: number): Resource => ({
  id: product.id * 100 + n,
  blog_id: BLOG,
  title: `${product.title} week ${n} video`,
  type: 'video',
  products: product.price ? [{ id: product.id, blog_id: BLOG }] : [],
  slug: `${product.slug}-week-${n}`,
});

function base64url(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned token the client can decode: the app never checks signatures (the server does). */
export const FAKE_TOKEN = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ exp: 4_102_444_800, data: { user: { id: 7 } } })}.sig`;

export const MEMBER = { id: 7, email: 'maya@example.org', first_name: 'Maya', user_roles: ['member'] };

const wpError = (status: number, code: string, message: string) => ({ status, body: { code, message, data: { status } } });

function read(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? JSON.parse(text) : undefined));
  });
}

export async function startFakeCampus(options: { organizations?: number } = {}): Promise<FakeCampus> {
  const state = {
    requests: [] as string[],
    owned: new Set<number>([1]),
    courses: [] as Course[],
    organizations: Array.from({ length: options.organizations ?? 35 }, (_, i) =>
      organization(i + 1, `Grace Church ${String(i + 1).padStart(2, '0')}`),
    ),
  };
  let nextId = 100;

  const product = (p: Product, member: boolean): Product => ({ ...p, active: member && (state.owned.has(p.id) || false) });

  async function answer(request: IncomingMessage): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/wp-json/, '');
    const method = request.method ?? 'GET';
    const member = request.headers.authorization === `Bearer ${FAKE_TOKEN}`;
    const body = (await read(request)) as Record<string, never> | undefined;

    if (method === 'POST' && path === '/jwt-auth/v1/token') {
      return { status: 200, body: { token: FAKE_TOKEN, profile: MEMBER, organization: null } };
    }
    if (method === 'POST' && path === '/jwt-auth/v1/token/validate') return { status: 200, body: { code: 'jwt_auth_valid_token', data: { status: 200 } } };
    if (method === 'GET' && path === '/wp/v2/product') {
      return { status: 200, body: PRODUCTS.map((p) => product(p, member)), headers: { 'x-wp-total': String(PRODUCTS.length), 'x-wp-totalpages': '1' } };
    }
    if (path.startsWith('/wp/v2/course') || path === '/wp/v2/product/purchase' || (method === 'POST' && path.startsWith('/wp/v2/organization'))) {
      if (!member) return wpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
    }
    if (method === 'GET' && path === '/wp/v2/course') {
      return { status: 200, body: state.courses, headers: { 'x-wp-total': String(state.courses.length), 'x-wp-totalpages': '1' } };
    }
    const seriesMatch = /^\/wp\/v2\/course\/([a-z-]+)$/.exec(path);
    if (method === 'GET' && seriesMatch) {
      const found = PRODUCTS.find((p) => p.slug === seriesMatch[1]);
      if (!found) return wpError(404, 'rest_course_invalid', 'That series could not be found.');
      if (found.price && !state.owned.has(found.id)) {
        return wpError(403, 'rest_forbidden_product', `You need to be running ${found.title} in order to have access to this resource.`);
      }
      return { status: 200, body: { ...product(found, true), resources: [resource(found, 1), resource(found, 2)] } };
    }
    if (method === 'POST' && path === '/wp/v2/product/purchase') {
      const card = body?.card as unknown as { number: string; exp_month: number; exp_year: number };
      if (card.number === '4000000000000002') return wpError(402, 'card_declined', 'Your card was declined.');
      state.owned.add(Number(body?.product_id));
      return { status: 200, body: { success: true, order_id: 1, product_id: body?.product_id, blog_id: body?.blog_id, course: null } };
    }
    if (method === 'POST' && path === '/wp/v2/course') {
      const found = PRODUCTS.find((p) => p.id === Number(body?.product_id));
      if (!found) return wpError(404, 'rest_course_invalid', 'That series could not be found.');
      if (found.price && !state.owned.has(found.id)) return wpError(402, 'product_not_purchased', `Purchase ${found.title} before creating a course with it.`);
      if (body?.organization_id == null) return wpError(400, 'organization_required', 'Choose or create the organization that runs this course first.');
      const course: Course = {
        id: nextId++,
        blog_id: BLOG,
        title: String(body.title ?? found.title),
        slug: found.slug,
        product: { id: found.id, blog_id: BLOG },
        product_title: found.title,
        status: 'active',
        start_date: String(body.start_date),
        organization_id: Number(body.organization_id),
      };
      state.courses.unshift(course);
      if (!found.price) state.owned.add(found.id);
      return { status: 201, body: course };
    }
    if (method === 'GET' && path === '/wp/v2/denominations') return { status: 200, body: [{ id: 1, name: 'Baptist', slug: 'baptist' }, { id: 2, name: 'Methodist', slug: 'methodist' }] };
    if (method === 'GET' && path === '/wp/v2/organization-types') return { status: 200, body: [{ id: 1, name: 'Church', slug: 'church' }, { id: 2, name: 'School', slug: 'school' }] };
    if (method === 'GET' && path === '/wp/v2/organization') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('paged') ?? 1);
      const matches = state.organizations.filter((o) => o.name.toLowerCase().includes(search));
      return {
        status: 200,
        body: matches.slice((page - 1) * perPage, page * perPage),
        headers: { 'x-wp-total': String(matches.length), 'x-wp-totalpages': String(Math.ceil(matches.length / perPage)) },
      };
    }
    const organizationMatch = /^\/wp\/v2\/organization\/(\d+)$/.exec(path);
    if (method === 'GET' && organizationMatch) {
      const found = state.organizations.find((o) => o.id === Number(organizationMatch[1]));
      return found ? { status: 200, body: found } : wpError(404, 'rest_organization_invalid_id', 'Invalid organization ID.');
    }
    if (method === 'POST' && path === '/wp/v2/organization/unique') {
      const matches = state.organizations.filter((o) => o.name.toLowerCase() === String(body?.name).toLowerCase());
      return { status: 200, body: { unique: matches.length === 0, matches } };
    }
    if (method === 'POST' && path === '/wp/v2/organization') {
      const created = organization(state.organizations.length + 1, String(body?.name));
      state.organizations.push(created);
      return { status: 201, body: created };
    }
    if (path === '/wp/v2/features-config') return { status: 200, body: [] };
    if (path === '/wp/v2/appStatus') return { status: 200, body: { applicationHash: 'a', restartRequired: false } };
    return wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  }

  const server: Server = createServer((request, response) => {
    state.requests.push(`${request.method} ${request.url}`);
    void answer(request).then(({ status, body, headers }) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    owned: state.owned,
    courses: state.courses,
    organizations: state.organizations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
