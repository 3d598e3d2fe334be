import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import {
  DownloadOption,
  Id,
  PostCount,
  Resource as ResourceSchema,
  ResourceList,
  ResourceQuery,
  StringEnum,
  Video,
} from '@campus/api-client/contract';
import { optionalSession } from '../../services/auth';
import { json } from '../../services/store';
import { mediaRootOf } from '../../services/media';
import { WpError } from '../../conventions/errors';
import { contentDisposition, fileName } from '../../services/links';
import { pageOf, parseList, setTotals } from '../../conventions/wordpress';
import {
  accessKeys,
  loadVideo,
  mayOpen,
  presentResource,
  presentVideo,
  productTitles,
  sortedDownloads,
  type ResourceData,
} from '../../domain/resources/present';
import { PUBLIC_READ } from '../../conventions/rest-headers';
import {
  countUse,
  resourceList,
  resourceRow,
  resourcesByBucket,
  resourcesPlaying,
  type ResourceFilter,
} from '../../domain/resources/library';

export const resourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens, links } = ctx;

  app.get(
    '/wp/v2/resource',
    {
      config: PUBLIC_READ,
      schema: { querystring: ResourceQuery, response: { 200: ResourceList } },
    },
    async (request, reply) => {
      const q = request.query;
      // WordPress pages with `page`; the app's infinite lists page with `offset`.
      const { perPage, offset, page } = pageOf(q);
      const slugs = parseList(q.slug);
      const keys = await accessKeys(db, await optionalSession(tokens, request));
      const filter: ResourceFilter = {
        section: q.section,
        type: q.type,
        bucket: q.bucket,
        product: q.product,
        slugs,
        search: q.search,
      };
      if (q.format === 'bucket') return resourcesByBucket(ctx, filter, keys);
      const list = await resourceList(ctx, filter, keys);
      setTotals(reply, list.total, perPage, page);
      return list.read({ perPage, offset });
    },
  );

  const resourceParams = Type.Object({ id: Id, blogId: Id });
  const postParams = Type.Object({ blogId: Id, id: Id });
  app.get(
    '/wp/v2/resource/:id(^\\d+)blog/:blogId(^\\d+)',
    { config: PUBLIC_READ, schema: { params: resourceParams, response: { 200: ResourceSchema } } },
    async (request) => {
      const { id, blogId } = request.params;
      const row = await resourceRow(db, id, blogId);
      if (!row) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
      return presentResource(
        ctx,
        row,
        await accessKeys(db, await optionalSession(tokens, request)),
        true,
      );
    },
  );

  for (const counter of ['viewcount', 'downloadcount'] as const) {
    const column = counter === 'viewcount' ? 'view_count' : 'download_count';
    app.patch(
      `/wp/v2/blog/:blogId(^\\d+)/post/:id(^\\d+)/${counter}`,
      { schema: { params: postParams, response: { 200: PostCount } } },
      async (request) => {
        const { blogId, id } = request.params;
        const count = await countUse(db, column, id, blogId);
        if (count === undefined) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
        return { success: true, id, blog_id: blogId, [column]: count };
      },
    );
  }

  const resourceForVideo = async (
    request: Parameters<typeof optionalSession>[1],
    row: Record<string, unknown> | undefined,
  ) => {
    if (!row) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
    const data = json<ResourceData>(row.data);
    if (!mayOpen(data.products, await accessKeys(db, await optionalSession(tokens, request)))) {
      throw new WpError(403, 'rest_forbidden_product', 'You do not have access to this content', {
        products: await productTitles(db, data.products),
      });
    }
    return data;
  };

  // A video may back several resources; any one the caller may open grants it.
  const requireVideoAccess = async (request: Parameters<typeof optionalSession>[1], id: number) => {
    const rows = await resourcesPlaying(db, id);
    const keys = await accessKeys(db, await optionalSession(tokens, request));
    if (rows.length && !rows.some((row) => mayOpen(json<ResourceData>(row.data).products, keys))) {
      throw new WpError(403, 'rest_forbidden_product', 'You do not have access to this content');
    }
  };

  app.get(
    '/wp/v2/blog/:blogId(^\\d+)/post/:id(^\\d+)/downloads',
    {
      schema: {
        params: postParams,
        querystring: Type.Object({ key: Type.Optional(StringEnum(['videos'])) }),
        response: { 200: Video },
      },
    },
    async (request): Promise<Video> => {
      const { blogId, id } = request.params;
      const data = await resourceForVideo(request, await resourceRow(db, id, blogId));
      const video = data.video_id ? await loadVideo(db, data.video_id) : undefined;
      if (!video) throw new WpError(404, 'rest_no_video', 'This resource has no video.');
      return presentVideo(ctx, video, true);
    },
  );

  app.get(
    '/wp/v2/video/:id(^\\d+)',
    {
      schema: { params: Type.Object({ id: Id }), response: { 200: Video } },
    },
    async (request): Promise<Video> => {
      const { id } = request.params;
      const video = await loadVideo(db, id);
      if (!video) throw new WpError(404, 'rest_video_invalid_id', 'Invalid video ID.');
      await requireVideoAccess(request, id);
      return presentVideo(ctx, video, true);
    },
  );

  app.get(
    '/wp/v2/video/:id(^\\d+)/download',
    {
      schema: { params: Type.Object({ id: Id }), response: { 200: Type.Array(DownloadOption) } },
    },
    async (request) => {
      const { id } = request.params;
      const video = await loadVideo(db, id);
      if (!video) throw new WpError(404, 'rest_video_invalid_id', 'Invalid video ID.');
      await requireVideoAccess(request, id);
      return sortedDownloads(ctx, video).map((d): DownloadOption => ({
        public_name: d.public_name,
        width: d.width,
        height: d.height,
        quality: d.quality,
        size: d.size,
        ...links.create(d.file, ctx.config.downloadLinkTtl),
      }));
    },
  );

  // `token` is always in the path; the schema keeps it optional as the REST index has always listed it.
  const mediaParams = Type.Object({
    token: Type.Optional(Type.String({ maxLength: 400 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
  });
  const serveMedia = async (
    { token, name }: Static<typeof mediaParams>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const grant = links.read(token ?? '');
    if (grant === 'expired')
      throw new WpError(410, 'link_expired', 'This link has expired. Ask for a fresh one.');
    if (!grant) throw new WpError(403, 'link_invalid', 'This link is not valid.');
    // The shown name is not signed, so it only names the file when it keeps the file's own type.
    const shown = name ? fileName(name) : '';
    const named =
      shown && extname(shown).toLowerCase() === extname(grant.file).toLowerCase()
        ? shown
        : grant.file;
    reply.header('cache-control', 'private, max-age=300');
    reply.header('content-disposition', contentDisposition(grant.inline, named));
    return reply.sendFile(grant.file, mediaRootOf(ctx.config, grant.file));
  };
  for (const url of ['/campus/v1/media/:token', '/campus/v1/media/:token/:name'])
    app.get(url, { schema: { params: mediaParams } }, async (request, reply) =>
      serveMedia(request.params, reply),
    );
};
