import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { mediaPathOf, PACK_MEDIA } from '../../services/media';
import { json, type Db } from '../../services/store';
import type { VideoDownload } from '../../services/database';

type Config = { dataDir: string; mediaDir: string };
type Languages = Array<{ language: string; file: string; subtitles?: string }>;

// The images an import gives an item that names none (`import.ts`): left out, so the pack imports
// back to the same answers.
const DEFAULT_IMAGES = new Set(['cover-board.png', 'cover-laptop.png', 'cover-book.png']);

/**
 * Writes the store's content to `dir` as a pack (README, "Content packs"): every item with its id,
 * so a fresh store importing it answers as this one does. Returns the items written and the media
 * files the store names but cannot find (left out of the pack).
 */
export async function exportPack(
  db: Db,
  config: Config,
  dir: string,
): Promise<{ items: number; missing: string[] }> {
  const missing: string[] = [];
  let items = 0;
  const write = (kind: string, slug: string, item: Record<string, unknown>) => {
    items += 1;
    const file = join(dir, kind, `${slug}.yaml`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, stringify(item, { lineWidth: 0 }));
  };
  /** The pack path of a stored media name, copied into the pack; undefined for a default or a lost file. */
  const media = (
    stored: string | undefined | null,
    defaults = DEFAULT_IMAGES,
  ): string | undefined => {
    if (!stored) return undefined;
    const name = stored.replace(/^\/media\//, '');
    if (defaults.has(name)) return undefined;
    const from = mediaPathOf(config, name);
    if (!existsSync(from)) {
      missing.push(name);
      return undefined;
    }
    const path = `media/${name.startsWith(PACK_MEDIA) ? name.slice(PACK_MEDIA.length) : name}`;
    const to = join(dir, path);
    if (!existsSync(to)) {
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
    return path;
  };
  const none = new Set<string>();
  const videos = new Map(
    (await db.selectFrom('videos').selectAll().execute()).map((v) => [Number(v.id), v]),
  );
  const video = (id: number, title: string) => {
    const row = videos.get(id);
    if (!row) return undefined;
    const languages = json<Languages>(row.languages);
    const own = languages[0]?.language ?? 'en';
    const file = media(String(row.file), none);
    const captions: Record<string, string> = {};
    const recordings: Record<string, string> = {};
    for (const l of languages) {
      const subtitles = media(l.subtitles, none);
      if (subtitles) captions[l.language] = subtitles;
      const recording = l.file !== row.file ? media(l.file, none) : undefined;
      if (recording) recordings[l.language] = recording;
    }
    // Another language with no recording of its own plays the video's file; the import lists it
    // from its captions.
    return {
      file,
      duration: Number(row.duration),
      ...(String(row.title) !== title && { title: String(row.title) }),
      language: own,
      ...(Object.keys(captions).length > 0 && { captions }),
      ...(Object.keys(recordings).length > 0 && { recordings }),
      ...(json<VideoDownload[]>(row.downloads).length > 0 && {
        downloads: json<VideoDownload[]>(row.downloads).map((d) => ({
          quality: d.quality,
          name: d.public_name,
          width: d.width,
          height: d.height,
          file: media(d.file, none),
        })),
      }),
    };
  };

  const translations = await db.selectFrom('training_category_translations').selectAll().execute();
  for (const c of await db
    .selectFrom('training_categories')
    .selectAll()
    .orderBy('position')
    .execute())
    write('categories', c.slug, {
      slug: c.slug,
      name: c.name,
      glyph: c.glyph,
      position: Number(c.position),
      ...(translations.some((t) => t.slug === c.slug) && {
        translations: Object.fromEntries(
          translations
            .filter((t) => t.slug === c.slug)
            .map((t) => [t.lang, { name: t.name, slug: t.translated_slug }]),
        ),
      }),
    });
  for (const b of await db.selectFrom('buckets').selectAll().execute())
    write('buckets', b.name, {
      name: b.name,
      label: b.label,
      description: b.description,
      ...(b.parent && { parent: b.parent }),
      position: Number(b.position),
    });
  const productSlugs = new Map<number, string>();
  for (const p of await db.selectFrom('products').selectAll().orderBy('id').execute()) {
    productSlugs.set(Number(p.id), p.slug);
    const data = json<{ description: string; weeks: number; image: string; sessions: unknown[] }>(
      p.data,
    );
    write('products', p.slug, {
      id: Number(p.id),
      slug: p.slug,
      title: p.title,
      price: Number(p.price),
      description: data.description,
      weeks: data.weeks,
      image: media(data.image, new Set(['cover-board.png'])),
      sessions: data.sessions,
    });
  }
  const lessonSlugs = new Map<number, string>();
  for (const l of await db.selectFrom('lessons').selectAll().orderBy('id').execute()) {
    lessonSlugs.set(Number(l.id), l.slug);
    const data = json<{
      content: string;
      excerpt: string;
      image: string;
      tags: unknown[];
      categories: Array<{ slug: string }>;
      duration: number;
      video_url: string;
    }>(l.data);
    const played = /^\/wp-json\/wp\/v2\/video\/(\d+)$/.exec(data.video_url ?? '');
    write('lessons', l.slug, {
      id: Number(l.id),
      slug: l.slug,
      title: l.title,
      type: l.type,
      date: l.date,
      popular: Number(l.popular) === 1,
      excerpt: data.excerpt,
      image: media(data.image),
      categories: data.categories.map((c) => c.slug),
      tags: data.tags,
      duration: data.duration,
      content: data.content,
      ...(l.type === 'video' && {
        video: played ? video(Number(played[1]), l.title) : { url: data.video_url },
      }),
    });
  }
  for (const m of await db.selectFrom('playlists').selectAll().orderBy('id').execute()) {
    const data = json<{ content: string; image: string }>(m.data);
    write('modules', m.slug, {
      id: Number(m.id),
      slug: m.slug,
      title: m.title,
      status: m.status,
      date: m.date,
      image: media(data.image),
      tags: json(m.tags),
      content: data.content,
      lessons: json<number[]>(m.lessons)
        .map((id) => lessonSlugs.get(id))
        .filter(Boolean),
    });
  }
  for (const r of await db.selectFrom('resources').selectAll().orderBy('id').execute()) {
    const data = json<{
      file: string | null;
      video_id: number | null;
      thumbnail: string;
      categories: Array<{ slug: string }>;
      products: Array<{ id: number }>;
      description: string;
    }>(r.data);
    write('resources', r.slug, {
      id: Number(r.id),
      slug: r.slug,
      title: r.title,
      section: r.section,
      bucket: r.bucket,
      date: r.date,
      description: data.description,
      thumbnail: media(data.thumbnail),
      categories: data.categories.map((c) => c.slug),
      products: data.products.map((p) => productSlugs.get(p.id)).filter(Boolean),
      ...(data.video_id
        ? { video: video(data.video_id, r.title) }
        : { file: media(data.file, none) }),
    });
  }
  // Members with their password hashes, so they sign in as before, and the lessons they completed.
  const moduleSlugs = new Map(
    (await db.selectFrom('playlists').select(['id', 'slug']).execute()).map((m) => [
      Number(m.id),
      m.slug,
    ]),
  );
  const progress = await db.selectFrom('lesson_progress').selectAll().execute();
  const byUser = new Map<number, typeof progress>();
  for (const row of progress)
    byUser.set(Number(row.user_id), [...(byUser.get(Number(row.user_id)) ?? []), row]);
  for (const u of await db.selectFrom('users').selectAll().orderBy('id').execute())
    write('members', `member-${Number(u.id)}`, {
      email: u.email,
      first_name: u.first_name,
      last_name: u.last_name,
      roles: json<string[]>(u.roles).map((role) => role.replace(/_/g, '-')),
      password_hash: u.password_hash,
      progress: (byUser.get(Number(u.id)) ?? [])
        .filter(
          (p) => lessonSlugs.has(Number(p.lesson_id)) && moduleSlugs.has(Number(p.playlist_id)),
        )
        .map((p) => ({
          lesson: lessonSlugs.get(Number(p.lesson_id)),
          module: moduleSlugs.get(Number(p.playlist_id)),
          completed_on: String(p.completed_on).slice(0, 19),
        })),
    });
  return { items, missing };
}
