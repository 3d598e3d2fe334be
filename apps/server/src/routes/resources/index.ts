import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { Resource, ResourceBucket } from '@campus/api-client';
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
import { optionalSession } from '../../plugins/auth';
import { json } from '../../plugins/store';
import { WpError } from '../../plugins/errors';
import { contentDisposition, fileName } from '../../plugins/links';
import { pageOf, parseList, setTotals } from '../../plugins/wordpress';
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
import { PUBLIC_READ } from '../../plugins/rest-headers';

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
      let matching = db.selectFrom('resources');
      if (q.section) matching = matching.where('section', '=', q.section);
      if (q.type) matching = matching.where('type', '=', q.type);
      const bucket = q.bucket;
      if (bucket)
        matching = matching.where((eb) =>
          eb.or([
            eb('bucket', '=', bucket),
            eb(
              'bucket',
              'in',
              eb.selectFrom('buckets').select('name').where('parent', '=', bucket),
            ),
          ]),
        );
      if (q.product) matching = matching.where(db.jsonListHas('data', 'products', 'id', q.product));
      if (slugs.length) matching = matching.where('slug', 'in', slugs);
      if (q.search?.trim()) matching = matching.where(db.containsText('title', q.search.trim()));
      if (q.format === 'bucket') {
        const rows = await matching.selectAll().orderBy('date', 'desc').execute();
        const items = new Map<string, Resource[]>();
        for (const row of rows) {
          const list = items.get(String(row.bucket)) ?? [];
          list.push(await presentResource(ctx, row, keys, false));
          items.set(String(row.bucket), list);
        }
        const buckets = await db.selectFrom('buckets').selectAll().orderBy('position').execute();
        type Bucket = ResourceBucket & { buckets: Bucket[] };
        const build = (parent: string | null): Bucket[] =>
          buckets
            .filter((b) => (b.parent == null ? null : String(b.parent)) === parent)
            .map((b) => ({
              name: String(b.name),
              label: String(b.label),
              description: String(b.description),
              items: items.get(String(b.name)) ?? [],
              buckets: build(String(b.name)),
            }));
        const hasItems = (b: Bucket): boolean => b.items.length > 0 || b.buckets.some(hasItems);
        const prune = (list: Bucket[]): Bucket[] =>
          list.filter(hasItems).map((b) => ({ ...b, buckets: prune(b.buckets) }));
        return prune(build(null));
      }
      const total = Number(
        (await matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
      );
      setTotals(reply, total, perPage, page);
      const rows = await matching
        .selectAll()
        .orderBy('date', 'desc')
        .limit(perPage)
        .offset(offset)
        .execute();
      return Promise.all(rows.map((row) => presentResource(ctx, row, keys, false)));
    },
  );

  const resourceRow = (id: number, blogId: number) =>
    db
      .selectFrom('resources')
      .selectAll()
      .where('id', '=', id)
      .where('blog_id', '=', blogId)
      .executeTakeFirst();

  const resourceParams = Type.Object({ id: Id, blogId: Id });
  const postParams = Type.Object({ blogId: Id, id: Id });
  app.get(
    '/wp/v2/resource/:id(^\\d+)blog/:blogId(^\\d+)',
    { config: PUBLIC_READ, schema: { params: resourceParams, response: { 200: ResourceSchema } } },
    async (request) => {
      const { id, blogId } = request.params;
      const row = await resourceRow(id, blogId);
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
        const row = await db
          .updateTable('resources')
          .set((eb) => ({ [column]: eb(column, '+', 1) }))
          .where('id', '=', id)
          .where('blog_id', '=', blogId)
          .returning(`${column} as n`)
          .executeTakeFirst();
        if (!row) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
        return { success: true, id, blog_id: blogId, [column]: Number(row.n) };
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
    const rows = await db
      .selectFrom('resources')
      .selectAll()
      .where(db.jsonField('data', 'video_id'), '=', id)
      .execute();
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
      const data = await resourceForVideo(request, await resourceRow(id, blogId));
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
    return reply.sendFile(grant.file, ctx.config.mediaDir);
  };
  for (const url of ['/campus/v1/media/:token', '/campus/v1/media/:token/:name'])
    app.get(url, { schema: { params: mediaParams } }, async (request, reply) =>
      serveMedia(request.params, reply),
    );
};
