/**
 * Test helpers for code built on this client: faults injected around a real server, one polling
 * `until`, and payload factories shaped like the server's answers. Not part of the main bundle.
 */
import type { Course, Lesson, Organization, Playlist, Product, Profile, Resource } from './types';

/** Polls `check` every 10 ms until it holds or `timeoutMs` passes; resolves to its last result. */
export async function until(check: () => boolean, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
}

/** What a matched call meets instead of the server's answer. */
export type Fault =
  /** An answer with this status and a WordPress error body (or the body given). */
  | { status: number; body?: unknown }
  /** No answer until the call is aborted, as a stalled server. */
  | 'hang'
  /** The request fails as `fetch` does when the network is down. */
  | 'network';

export interface FaultRule {
  /** `METHOD /path` prefix after `/wp-json` (e.g. `POST /wp/v2/lesson`), a path prefix, or a test. */
  match: string | RegExp | ((call: { method: string; path: string }) => boolean);
  fault?: Fault;
  /** How many calls it catches before the server answers again. @default every call */
  times?: number;
  /** Wait this long first; with no fault given, the real answer is only delayed. */
  delayMs?: number;
}

export interface FaultyFetch {
  /** Pass as `createApiClient({ fetch })`. */
  fetch: typeof fetch;
  /** Every call seen, as `METHOD /path?query` after `/wp-json`, faulted or not. */
  calls: string[];
  fail(rule: FaultRule): void;
  /** Removes every rule: the server answers again. */
  heal(): void;
}

const abortError = (signal: AbortSignal | null | undefined): unknown =>
  signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');

function matches(rule: FaultRule, method: string, path: string): boolean {
  const { match } = rule;
  if (typeof match === 'function') return match({ method, path });
  if (match instanceof RegExp) return match.test(`${method} ${path}`);
  return match.startsWith('/') ? path.startsWith(match) : `${method} ${path}`.startsWith(match);
}

/**
 * A `fetch` that reaches the real server except where a rule says otherwise: a 500, a hang, a
 * dropped network. Faults go around the server, so everything else is the server's real answer.
 */
export function withFaults(
  base: typeof fetch = (input, init) => globalThis.fetch(input, init),
): FaultyFetch {
  let rules: Array<FaultRule & { left: number }> = [];
  const calls: string[] = [];

  const faulty: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = `${url.pathname.replace(/^\/wp-json/, '')}${url.search}`;
    calls.push(`${method} ${path}`);
    const rule = rules.find((r) => r.left > 0 && matches(r, method, path));
    if (!rule) return base(input, init);
    rule.left -= 1;
    const signal = init?.signal;
    if (rule.delayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, rule.delayMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(abortError(signal));
        });
      });
    }
    const { fault } = rule;
    if (fault === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        if (signal?.aborted) reject(abortError(signal));
        signal?.addEventListener('abort', () => reject(abortError(signal)));
      });
    }
    if (fault === 'network') throw new TypeError('fetch failed');
    if (typeof fault === 'object') {
      const body = fault.body ?? {
        code: 'internal_server_error',
        message: 'Internal Server Error',
        data: { status: fault.status },
      };
      return new Response(JSON.stringify(body), {
        status: fault.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return base(input, init);
  };

  return {
    fetch: faulty,
    calls,
    fail(rule) {
      rules.push({ ...rule, left: rule.times ?? Number.POSITIVE_INFINITY });
    },
    heal() {
      rules = [];
    },
  };
}

/* Payload factories: every required field filled as the server fills it; pass what a test needs. */

const BLOG = 1;

export function anOrganization(overrides: Partial<Organization> = {}): Organization {
  const name = overrides.name ?? 'Grace Church';
  return {
    id: 1,
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
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  const title = overrides.title ?? 'Foundations';
  const weeks = overrides.weeks ?? 8;
  return {
    id: 1,
    blog_id: BLOG,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    price: 49,
    currency_code: 'USD',
    image: null,
    excerpt: `${title} in ${weeks} weeks.`,
    active: false,
    free: (overrides.price ?? 49) === 0,
    weeks,
    sessions: Array.from({ length: weeks }, (_, week) => ({
      week: week + 1,
      title: `Week ${week + 1}`,
    })),
    ...overrides,
  };
}

export function aCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 100,
    blog_id: BLOG,
    title: 'Foundations, spring group',
    slug: 'foundations',
    product: { id: 1, blog_id: BLOG },
    status: 'active',
    start_date: '2026-03-01',
    organization_id: 1,
    ...overrides,
  };
}

export function aResource(overrides: Partial<Resource> = {}): Resource {
  return {
    id: 1000,
    blog_id: BLOG,
    title: 'Leader guide',
    slug: 'leader-guide',
    type: 'document',
    products: [],
    canView: true,
    canPreview: true,
    attachedDocument: {
      url: 'https://campus.example.org/wp-json/campus/v1/media/token.sig/Leader%20guide.pdf',
    },
    iconName: 'pdf',
    error: null,
    error_products: null,
    ...overrides,
  };
}

export function aLesson(overrides: Partial<Lesson> = {}): Lesson {
  const title = overrides.title ?? 'Listening well';
  return {
    id: 200,
    blog_id: BLOG,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    content: { rendered: `<p>${title}.</p>` },
    type: 'article',
    duration: 300,
    image: null,
    complete: false,
    completed_on: null,
    canView: true,
    ...overrides,
  };
}

export function aModule(overrides: Partial<Playlist> = {}): Playlist {
  const title = overrides.title ?? 'Getting started';
  const lessons = overrides.lessons ?? [
    aLesson({ id: 201, title: 'Welcome' }),
    aLesson({ id: 202, title: 'First steps', type: 'video' }),
  ];
  return {
    id: 300,
    blog_id: BLOG,
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    content: { rendered: `<p>${title}.</p>` },
    lessons,
    tags: [],
    duration: lessons.reduce((total, lesson) => total + lesson.duration, 0),
    image: null,
    status: 'publish',
    canView: true,
    ...overrides,
  };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    email: 'member@campus.test',
    first_name: 'Maya',
    last_name: 'Member',
    user_roles: ['member'],
    organization: null,
    organizationId: null,
    ...overrides,
  };
}
