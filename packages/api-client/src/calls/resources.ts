import type { ApiClient } from '../client';
import type {
  DownloadOption,
  PopularTerm,
  Resource,
  ResourceBucket,
  ResourceQuery,
  SearchQuery,
  SearchResults,
  SuccessResponse,
  Video,
} from '../types';
import { get, list, write, type CallOptions } from './http';

const RESOURCE = '/wp/v2/resource';

/** A post of one blog of the network. */
export interface PostRef {
  id: number;
  blog_id: number;
}

/** GET /wp/v2/resource, with the totals. */
export const getResources = (client: ApiClient, query: ResourceQuery = {}, opts?: CallOptions) =>
  list<Resource>(client, RESOURCE, query, opts);

/** GET /wp/v2/resource?format=bucket */
export const getResourceBuckets = (
  client: ApiClient,
  query: ResourceQuery = {},
  opts?: CallOptions,
) => get<ResourceBucket[]>(client, RESOURCE, { ...query, format: 'bucket' }, opts);

/** GET /wp/v2/resource/{id}blog/{blogId}, the path spelled as the site serves it (no slash before `blog`). */
export const getResource = (client: ApiClient, { id, blog_id }: PostRef, opts?: CallOptions) =>
  get<Resource>(client, `${RESOURCE}/${id}blog/${blog_id}`, undefined, opts);

const count =
  (kind: string) =>
  (client: ApiClient, { id, blog_id }: PostRef, opts?: CallOptions) =>
    write<SuccessResponse>(
      client,
      'PATCH',
      `/wp/v2/blog/${blog_id}/post/${id}/${kind}`,
      undefined,
      opts,
    );

/** PATCH /wp/v2/blog/{blogId}/post/{id}/viewcount, empty body. */
export const countView = /* @__PURE__ */ count('viewcount');

/** PATCH /wp/v2/blog/{blogId}/post/{id}/downloadcount, empty body. */
export const countDownload = /* @__PURE__ */ count('downloadcount');

/** GET /wp/v2/blog/{blog_id}/post/{id}/downloads?key=videos: the video data. */
export const getPostVideo = (client: ApiClient, { id, blog_id }: PostRef, opts?: CallOptions) =>
  get<Video>(client, `/wp/v2/blog/${blog_id}/post/${id}/downloads`, { key: 'videos' }, opts);

/** GET /wp/v2/video/{id} */
export const getVideo = (client: ApiClient, id: number, opts?: CallOptions) =>
  get<Video>(client, `/wp/v2/video/${id}`, undefined, opts);

/**
 * GET /wp/v2/video/{id}/download: fresh download links. Never served from the cache, since links
 * expire and this is how expired ones are replaced.
 */
export const getVideoDownloads = (client: ApiClient, id: number, opts?: CallOptions) =>
  client.request<DownloadOption[]>({
    path: `/wp/v2/video/${id}/download`,
    fresh: true,
    signal: opts?.signal,
    deadlineMs: opts?.deadlineMs,
  });

/** GET /wp/v2/search: results keyed by section. */
export const search = (client: ApiClient, query: SearchQuery, opts?: CallOptions) =>
  get<SearchResults>(client, '/wp/v2/search', query, opts);

/** GET /wp/v2/search/popularTerms */
export const getPopularTerms = (client: ApiClient, opts?: CallOptions) =>
  get<PopularTerm[]>(client, '/wp/v2/search/popularTerms', undefined, opts);
