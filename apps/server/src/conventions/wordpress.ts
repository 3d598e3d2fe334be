import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { WpError } from './errors';
import { PUBLIC_READ } from './rest-headers';
import { queryValue } from './query-value';

/**
 * WordPress REST conventions shared by every route: number bounds, `_fields`, pagination totals,
 * `?slug=`, the `OPTIONS` description of a route and the `/wp-json/` index.
 */

type JsonSchema = Record<string, unknown>;

const NUMERIC = new Set(['integer', 'number']);
/** Keywords whose values are data, not schemas: never rewritten. */
const LITERAL_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required']);

/**
 * Every integer or number in a schema gets safe-integer bounds when it has none, so `1e300`,
 * `99999999999999999999` and `Infinity` are refused as invalid instead of reaching a query.
 */
export function boundNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundNumbers);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = LITERAL_KEYWORDS.has(key) ? value : boundNumbers(value);
  }
  const types = [copy.type].flat();
  if (types.some((type) => typeof type === 'string' && NUMERIC.has(type))) {
    copy.maximum ??= Number.MAX_SAFE_INTEGER;
    copy.minimum ??= -Number.MAX_SAFE_INTEGER;
  }
  return copy;
}

/** A number as WordPress's `rest_is_numeric` takes it from a URL: decimal digits only. */
const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const UNREADABLE = 'not a number';

/**
 * Ajv coerces `"Infinity"`, `"-Infinity"` and `"0x10"` to numbers and then lets ±Infinity past
 * `minimum` and `maximum`; query and path numbers that are not plain decimals are made unreadable
 * before validation, so the schema refuses them as `rest_invalid_param`.
 */
export function installNumberGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema as
      { querystring?: JsonSchema; params?: JsonSchema; body?: JsonSchema } | undefined;
    // Form-encoded bodies arrive as strings too.
    const parts = [
      [schema?.querystring, request.query],
      [schema?.params, request.params],
      [schema?.body, request.body],
    ] as const;
    for (const [part, values] of parts) {
      const properties = (part?.properties ?? {}) as Record<string, JsonSchema>;
      if (!values || typeof values !== 'object') continue;
      const record = values as Record<string, unknown>;
      for (const [name, property] of Object.entries(properties)) {
        const numeric = [property.type]
          .flat()
          .some((type) => typeof type === 'string' && NUMERIC.has(type));
        const value = record[name];
        if (numeric && typeof value === 'string' && !DECIMAL.test(value)) record[name] = UNREADABLE;
      }
    }
  });
}

/** `wp_parse_list`: a comma (or space) separated string or a repeated parameter. */
export function parseList(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.flatMap((item) => String(item).split(/[\s,]+/))
    : typeof value === 'string'
      ? value.split(/[\s,]+/)
      : [];
  return parts.map((part) => part.trim()).filter(Boolean);
}

type FieldTree = { [name: string]: FieldTree | true };

/** WordPress's `rest_filter_response_fields`: `a,b.c` keeps `a` whole and only `c` inside `b`. */
export function fieldTree(fields: string[]): FieldTree {
  const tree: FieldTree = {};
  for (const field of fields) {
    const parts = field.split('.');
    let node = tree;
    let covered = false;
    while (parts.length > 1) {
      const next = parts.shift()!;
      const child = node[next];
      if (child === true) {
        covered = true;
        break;
      }
      node = node[next] = child ?? {};
    }
    if (!covered) node[parts[0]!] = true;
  }
  return tree;
}

function intersect(value: unknown, tree: FieldTree): unknown {
  if (!value || typeof value !== 'object') return value;
  // WordPress intersects a list's keys (its positions) with the names asked for inside it: none
  // match, and `lessons.id` on a list of lessons answers an empty list (wordpress.test.ts).
  if (Array.isArray(value)) return [];
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const rule = tree[key];
    if (rule === undefined) continue;
    out[key] = rule === true ? child : intersect(child, rule);
  }
  return out;
}

/** One item of an answer as `_fields` keeps it, the fields' tree built once for many items. */
export function fieldFilter(fields: string[]): (item: unknown) => unknown {
  const tree = fieldTree(fields);
  return (item) => intersect(item, tree);
}

export function trimFields(payload: unknown, fields: string[]): unknown {
  const keep = fieldFilter(fields);
  return Array.isArray(payload) ? payload.map(keep) : keep(payload);
}

/** Route config: fields an answer keeps whatever `_fields` asks, because the app's screens need them. */
export interface FieldsConfig {
  alwaysFields?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    alwaysFields?: FieldsConfig['alwaysFields'];
  }
}

export const PAGE_NUMBER_TOO_LARGE = () =>
  new WpError(
    400,
    'rest_post_invalid_page_number',
    'The page number requested is larger than the number of pages available.',
  );

/** Sets `X-WP-Total` / `X-WP-TotalPages`; a page past the last one (of a non-empty set) is an error. */
export function setTotals(
  reply: FastifyReply,
  total: number,
  perPage: number,
  page?: number,
): void {
  const pages = Math.ceil(total / perPage);
  if (page !== undefined && page > pages && total > 0) throw PAGE_NUMBER_TOO_LARGE();
  reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(pages));
}

/** The paging a collection's query carries (`Collection` in the contract). */
export interface PagingQuery {
  per_page?: number;
  offset?: number;
  page?: number;
}

/**
 * The page a collection request asks for. `per_page` is optional on the wire but every collection's
 * schema gives it a default, which validation fills in; `page` (WordPress) wins over `offset` (the
 * app's lists).
 */
export function pageOf(query: PagingQuery): { perPage: number; offset: number; page?: number } {
  const perPage = query.per_page;
  if (perPage === undefined) throw new Error('A collection schema without a per_page default');
  const offset = query.page ? (query.page - 1) * perPage : (query.offset ?? 0);
  return { perPage, offset, page: query.page };
}

/** `?slug=a,b` or `?slug[]=a`: the items whose slug is listed; everything without it. */
export function slugFilter(query: {
  slug?: unknown;
  'slug[]'?: unknown;
}): (item: { slug: string }) => boolean {
  const slugs = new Set(parseList(query.slug ?? query['slug[]']));
  return (item) => slugs.size === 0 || slugs.has(item.slug);
}

/** A numeric id in a path that also takes slugs: an id past the safe integers is a bad parameter. */
export function idOrSlug(key: string, name = 'id'): number | string {
  if (!/^\d+$/.test(key)) return key;
  const id = Number(key);
  if (!Number.isSafeInteger(id)) {
    throw new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
      params: { [name]: `${name} is not a valid integer.` },
    });
  }
  return id;
}

interface RouteInfo {
  url: string;
  methods: string[];
  schema: JsonSchema | undefined;
}

const namespaceOf = (url: string) =>
  url
    .replace(/^\/wp-json\//, '')
    .split('/')
    .slice(0, 2)
    .join('/');
/** `/wp-json/wp/v2/lesson/:key` → `/wp/v2/lesson/(?P<key>[^/]+)`, the way WordPress lists routes. */
const wpRoute = (url: string) =>
  url
    .replace(/^\/wp-json/, '')
    .replace(
      /:(\w+)(\(([^)]*)\))?/g,
      (_match, name: string, _group, pattern?: string) =>
        `(?P<${name}>${pattern ? pattern.replace(/^\^/, '') : '[^/]+'})`,
    );

function argsOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  const args: Record<string, JsonSchema> = {};
  for (const part of ['params', 'querystring', 'body'] as const) {
    const section = schema?.[part] as
      { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
    for (const [name, property] of Object.entries(section?.properties ?? {})) {
      const arg: JsonSchema = { required: section?.required?.includes(name) ?? false };
      for (const key of [
        'type',
        'default',
        'enum',
        'minimum',
        'maximum',
        'minLength',
        'maxLength',
        'format',
        'properties',
        'items',
      ]) {
        if (property[key] !== undefined) arg[key] = property[key];
      }
      if (arg.maximum === Number.MAX_SAFE_INTEGER) delete arg.maximum;
      if (arg.minimum === -Number.MAX_SAFE_INTEGER) delete arg.minimum;
      args[name] = arg;
    }
  }
  return args;
}

/** `/course/:id` and `/course/:key` are one path to the router, whatever their parameters are called. */
const shapeOf = (url: string) => url.replace(/:\w+(\([^)]*\))?/g, ':');

function describe(info: RouteInfo, routes: RouteInfo[]) {
  const endpoints = routes.filter((route) => shapeOf(route.url) === shapeOf(info.url));
  return {
    namespace: namespaceOf(info.url),
    methods: endpoints.flatMap((route) => route.methods),
    endpoints: endpoints.map((route) => ({ methods: route.methods, args: argsOf(route.schema) })),
  };
}

/**
 * The REST index: collects the `/wp-json` routes as they are registered, then answers `GET /wp-json/`,
 * each namespace and `OPTIONS` for them, and names the methods of a path for `Allow`.
 */
export class RestIndex {
  private readonly routes: RouteInfo[] = [];
  private readonly methodsByUrl = new Map<string, string[]>();

  constructor(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.schema) route.schema = boundNumbers(route.schema) as RouteOptions['schema'];
      const methods = [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
      if (!route.url.startsWith('/wp-json/') || methods.length === 0) return;
      this.routes.push({ url: route.url, methods, schema: route.schema as JsonSchema | undefined });
    });
  }

  /** The methods a path answers (every endpoint of its shape), as WordPress lists them in `Allow`. */
  methodsOf(url: string): string[] {
    // Asked on every REST answer, once all routes are registered: each path is worked out once.
    let methods = this.methodsByUrl.get(url);
    if (!methods) {
      const shape = shapeOf(url);
      methods = this.routes
        .filter((route) => shapeOf(route.url) === shape)
        .flatMap((r) => r.methods);
      this.methodsByUrl.set(url, methods);
    }
    return methods;
  }

  /** `OPTIONS` on every route, `GET /wp-json/` and `GET /wp-json/{namespace}`: register after every route. */
  register(app: FastifyInstance, site: { name: string; description: string; url: string }): void {
    const routes = [...this.routes];
    const shapes = new Map(routes.map((route) => [shapeOf(route.url), route.url]));
    const urls = [...shapes.values()];
    for (const url of urls) {
      const info = routes.find((route) => route.url === url)!;
      app.options(url, async (_request: FastifyRequest, reply: FastifyReply) => {
        const description = describe(info, routes);
        reply.header('allow', description.methods.join(', '));
        return description;
      });
    }
    const namespaces = [...new Set(routes.map((route) => namespaceOf(route.url)))];
    const routeMap = (list: string[]) =>
      Object.fromEntries(
        list.map((url) => [
          wpRoute(url),
          describe(
            routes.find((route) => route.url === url)!,
            routes,
          ),
        ]),
      );
    app.get('/wp-json', { config: PUBLIC_READ }, async () => ({
      name: site.name,
      description: site.description,
      url: site.url,
      home: site.url,
      gmt_offset: 0,
      timezone_string: 'UTC',
      namespaces,
      authentication: {},
      routes: routeMap(urls),
    }));
    for (const namespace of namespaces) {
      app.get(`/wp-json/${namespace}`, { config: PUBLIC_READ }, async () => ({
        namespace,
        routes: routeMap(urls.filter((url) => namespaceOf(url) === namespace)),
      }));
    }
  }
}

/** The fields a request's `_fields` keeps, with its route's `alwaysFields`; none when it asks for all. */
export function requestedFields(request: FastifyRequest): string[] {
  const fields = parseList(queryValue(request, '_fields') ?? queryValue(request, '_fields[]'));
  if (fields.length === 0) return fields;
  return [...fields, ...(request.routeOptions.config?.alwaysFields ?? [])];
}

/**
 * `_fields` on every `/wp-json` answer, as WordPress filters its responses. An answer a route
 * writes as JSON itself has applied them already (the module list, `routes/training`).
 */
export function installFieldFilter(app: FastifyInstance): void {
  app.addHook(
    'preSerialization',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode >= 300 || !request.url.startsWith('/wp-json')) return payload;
      const fields = requestedFields(request);
      return fields.length === 0 ? payload : trimFields(payload, fields);
    },
  );
}

export function languageOf(request: FastifyRequest, languages: string[]): string {
  const query = queryValue(request, 'lang');
  const header = request.headers['x-wp-language'];
  const cookie = request.cookies?.lang;
  for (const candidate of [query, header, cookie]) {
    if (typeof candidate === 'string' && languages.includes(candidate)) return candidate;
  }
  return 'en';
}
