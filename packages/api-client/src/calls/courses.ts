import type { ApiClient } from '../client';
import type {
  Course,
  CoursePayload,
  CourseQuery,
  Product,
  PurchasePayload,
  PurchaseResponse,
  Query,
  Series,
  SuccessResponse,
} from '../types';
import { get, list, write, type CallOptions } from './http';

const COURSE = '/wp/v2/course';

/** GET /wp/v2/course, with the totals. */
export const getCourses = (client: ApiClient, query: CourseQuery = {}, opts?: CallOptions) =>
  list<Course>(client, COURSE, query, opts);

/** GET /wp/v2/course?context=mine: the member's own (active) courses. */
export const getMyCourses = (client: ApiClient, query: CourseQuery = {}, opts?: CallOptions) =>
  list<Course>(client, COURSE, { ...query, context: 'mine' }, opts);

/** GET /wp/v2/course/{id}?context=mine */
export const getCourse = (client: ApiClient, id: number, opts?: CallOptions) =>
  get<Course>(client, `${COURSE}/${id}`, { context: 'mine' }, opts);

/**
 * GET /wp/v2/course/{slug}: the series to run, with its resources. A paid series the member does
 * not run fails with `rest_forbidden_product` (403), whose `data.products` name it.
 */
export const getSeries = (client: ApiClient, slug: string, opts?: CallOptions) =>
  get<Series>(client, `${COURSE}/${encodeURIComponent(slug)}`, undefined, opts);

/** POST /wp/v2/course; clears the course cache. */
export const createCourse = (client: ApiClient, payload: CoursePayload, opts?: CallOptions) =>
  write<Course>(client, 'POST', COURSE, payload, opts);

/** PUT /wp/v2/course/{id}; clears the course cache. */
export const updateCourse = (
  client: ApiClient,
  id: number,
  payload: CoursePayload,
  opts?: CallOptions,
) => write<Course>(client, 'PUT', `${COURSE}/${id}`, payload, opts);

/** DELETE /wp/v2/course/{id}; clears the course cache. */
export const deleteCourse = (client: ApiClient, id: number, opts?: CallOptions) =>
  write<SuccessResponse>(client, 'DELETE', `${COURSE}/${id}`, undefined, opts);

/** GET /wp/v2/product, with the totals: the course library's series. */
export const getProducts = (client: ApiClient, query: Query = {}, opts?: CallOptions) =>
  list<Product>(client, '/wp/v2/product', query, opts);

/** POST /wp/v2/product/purchase; clears the course and user caches. */
export const purchaseProduct = (client: ApiClient, payload: PurchasePayload, opts?: CallOptions) =>
  write<PurchaseResponse>(client, 'POST', '/wp/v2/product/purchase', payload, opts);
