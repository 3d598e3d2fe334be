import { statSync } from 'node:fs';
import type { DenyingProduct, ProductRef, Resource, Video } from '@campus/api-client';
import { type Session } from '../../services/auth';
import type { Services } from '../../services';
import { mediaPathOf } from '../../services/media';
import type { AreaContext } from '../context';
import { json, type Db } from '../../services/store';
import type { VideoDownload } from '../../services/database';
import { activeProducts } from '../accounts/profile';

export interface ResourceData {
  file: string | null;
  video_id: number | null;
  thumbnail: string;
  categories: Array<{ slug: string; name: string }>;
  products: ProductRef[];
  description: string;
}
export interface VideoRow {
  id: number;
  blog_id: number;
  title: string;
  duration: number;
  file: string;
  downloads: VideoDownload[];
  /** The video's own language first; each with its recording and, maybe, its captions. */
  languages: Array<{ language: string; file: string; subtitles?: string }>;
}

export const PREVIEWABLE = /\.(pdf|png|jpg)$/i;

export function iconName(type: string, file: string | null): string {
  if (type === 'video') return 'movie';
  const ext = file?.split('.').pop()?.toLowerCase() ?? '';
  if (['docx', 'doc', 'txt', 'rtf'].includes(ext)) return 'document-filled';
  if (ext === 'zip') return 'folder';
  return 'document';
}

/** Product keys (`id:blog`) the caller may open; administrators may open everything. */
export async function accessKeys(
  db: Db,
  session: Session | undefined,
): Promise<Set<string> | 'all'> {
  if (!session) return new Set();
  if (session.user.roles.includes('administrator')) return 'all';
  return new Set((await activeProducts(db, session.user.id)).map((p) => `${p.id}:${p.blog_id}`));
}

export const mayOpen = (products: ProductRef[], keys: Set<string> | 'all'): boolean =>
  products.length === 0 || keys === 'all' || products.some((p) => keys.has(`${p.id}:${p.blog_id}`));

// Media files ship with the server, or come from a pack under their digest: neither changes while it
// runs, so each is stat'ed once.
const sizes = new Map<string, number>();
export function fileSize(ctx: Services, file: string): number {
  const path = mediaPathOf(ctx.config, file);
  let size = sizes.get(path);
  if (size === undefined) {
    try {
      size = statSync(path).size;
    } catch {
      size = 0;
    }
    sizes.set(path, size);
  }
  return size;
}

export async function loadVideo(db: Db, id: number): Promise<VideoRow | undefined> {
  const row = await db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    blog_id: Number(row.blog_id),
    title: String(row.title),
    duration: Number(row.duration),
    file: String(row.file),
    downloads: json(row.downloads),
    languages: json(row.languages ?? '[]'),
  };
}

export function sortedDownloads(ctx: Services, video: VideoRow) {
  return video.downloads
    .map((d) => ({ ...d, size: fileSize(ctx, d.file) }))
    .sort((a, b) => a.size - b.size);
}

export function presentVideo(ctx: Services, video: VideoRow, signed: boolean): Video {
  const ttl = Math.max(ctx.config.downloadLinkTtl, 3600);
  return {
    ID: video.id,
    id: video.id,
    blog_id: video.blog_id,
    url: signed ? ctx.links.create(video.file, ttl, true).link : '',
    title: video.title,
    duration: video.duration,
    language: video.languages[0]?.language ?? 'en',
    // Captions are public files like the posters; each language's own video is signed like `url`.
    languages: signed
      ? video.languages.map((l) => ({
          language: l.language,
          video: ctx.links.create(l.file, ttl, true).link,
          subtitles: l.subtitles ? `/media/${l.subtitles}` : null,
        }))
      : [],
    subtitles: video.languages[0]?.subtitles ? `/media/${video.languages[0].subtitles}` : null,
    external_url: '',
    setDownloads: true,
    meta: {
      download: sortedDownloads(ctx, video).map((d) => ({
        quality: d.quality,
        size: d.size,
        public_name: d.public_name,
      })),
    },
  };
}

export async function productTitles(db: Db, refs: ProductRef[]): Promise<DenyingProduct[]> {
  const out: DenyingProduct[] = [];
  for (const ref of refs) {
    const row = await db
      .selectFrom('products')
      .select(['title', 'slug'])
      .where('id', '=', ref.id)
      .where('blog_id', '=', ref.blog_id)
      .executeTakeFirst();
    out.push({
      ...ref,
      title: row ? String(row.title) : 'the related product',
      slug: row ? String(row.slug) : null,
    });
  }
  return out;
}

/** Denied resources still list (the app shows the access dialog), but without links to their files. */
export async function presentResource(
  ctx: AreaContext,
  row: Record<string, unknown>,
  keys: Set<string> | 'all',
  withDetails: boolean,
): Promise<Resource> {
  if (withDetails) return buildResource(ctx, row, keys, true);
  const listed = ctx.listings.current();
  const products = json<ResourceData>(row.data).products;
  const key = `${String(row.id)}:${String(row.blog_id)}:${mayOpen(products, keys) ? 1 : 0}`;
  let resource = listed.get(key);
  if (!resource) {
    resource = await buildResource(ctx, row, keys, false);
    listed.set(key, resource);
  }
  return resource;
}

export async function buildResource(
  ctx: Services,
  row: Record<string, unknown>,
  keys: Set<string> | 'all',
  withDetails: boolean,
): Promise<Resource> {
  const data = json<ResourceData>(row.data);
  const type = String(row.type) === 'video' ? 'video' : 'document';
  const canView = mayOpen(data.products, keys);
  const ttl = Math.max(ctx.config.downloadLinkTtl, 3600);
  const video =
    withDetails && canView && data.video_id ? await loadVideo(ctx.db, data.video_id) : undefined;
  return {
    id: Number(row.id),
    blog_id: Number(row.blog_id),
    title: String(row.title),
    slug: String(row.slug),
    type,
    date: String(row.date),
    thumbnail: { sizes: { medium: { url: `/media/${data.thumbnail}` } } },
    video: video
      ? presentVideo(ctx, video, true)
      : data.video_id
        ? {
            id: data.video_id,
            blog_id: Number(row.blog_id),
            url: '',
            title: String(row.title),
            duration: 0,
          }
        : null,
    attachedDocument:
      data.file && canView
        ? { url: ctx.links.create(data.file, ttl, true, String(row.title)).link }
        : null,
    products: data.products,
    error: canView ? null : 'You do not have access to this content',
    error_products: canView ? null : await productTitles(ctx.db, data.products),
    canPreview: type === 'video' || (data.file !== null && PREVIEWABLE.test(data.file)),
    canView,
    categories: data.categories,
    is_playlist: false,
    is_lesson: false,
    iconName: iconName(type, data.file),
    relatedDocuments: [],
  };
}
