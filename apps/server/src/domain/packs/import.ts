import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Compilable, InsertObject } from 'kysely';
import type { Database } from '../../services/database';
import { seedSite, type Add } from '../../seed';
import { dataMediaDir, PACK_MEDIA } from '../../services/media';
import { hashPassword } from '../../services/passwords';
import { getMeta, json, type Db, type StoreRow } from '../../services/store';
import { indexCaptions } from '../search/captions';
import { CONTENT_VERSION } from '../search/search-index';
import type { Pack, PackMember, PackVideo } from './format';
import type { PackSource } from './source';

const BLOG = 1;
/** Marks a store whose content came from a pack: the demo never seeds it (`seed/index.ts`). */
export const IMPORTED = 'content_imported';

export interface ImportSummary {
  created: number;
  updated: number;
  removed: number;
  media: number;
}

/**
 * Copies the pack's media under the data directory, each at `pack/<digest>/<name>`: bytes already
 * there are not written again, and a file never replaces another's bytes under the same name.
 */
function storeMedia(pack: Pack, source: PackSource, dataDir: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const path of pack.media) {
    const bytes = source.read(path)!;
    const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const name = `${PACK_MEDIA}${digest}/${basename(path)}`;
    const file = join(dataMediaDir(dataDir), name);
    if (!existsSync(file)) {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, bytes);
    }
    names.set(path, name);
  }
  return names;
}

type IdRow = { id: number; slug: string };
/** The next id to try, and every id this import has given: lessons, modules, resources and videos share them. */
type Counter = { next: number; taken: Set<number> };

/** Ids by slug, and fresh ids past every id in use, as a pack names them or as they are found. */
class Ids {
  private readonly held: Set<number>;
  constructor(
    readonly bySlug: Map<string, number>,
    private readonly counter: Counter,
  ) {
    this.held = new Set(bySlug.values());
  }
  static of(rows: IdRow[], counter: Counter): Ids {
    return new Ids(new Map(rows.map((r) => [String(r.slug), Number(r.id)])), counter);
  }
  /** The item's id: the store's for its slug (progress keeps pointing at it), else the pack's if free. */
  assign(slug: string, wanted: number | undefined): { id: number; exists: boolean } {
    const known = this.bySlug.get(slug);
    if (known !== undefined) {
      this.counter.taken.add(known);
      return { id: known, exists: true };
    }
    const id =
      wanted !== undefined && !this.held.has(wanted) && !this.counter.taken.has(wanted)
        ? wanted
        : this.fresh();
    this.counter.taken.add(id);
    this.held.add(id);
    this.bySlug.set(slug, id);
    return { id, exists: false };
  }
  fresh(): number {
    while (this.counter.taken.has(this.counter.next)) this.counter.next += 1;
    this.counter.taken.add(this.counter.next);
    return this.counter.next++;
  }
}

const maxId = async (
  db: Db,
  table: 'lessons' | 'playlists' | 'resources' | 'videos' | 'products',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

const chunks = <T>(items: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

/**
 * Brings the pack into the store in one transaction (README, "Content packs"): items are matched by
 * slug and keep their ids, so members' progress stays; with `prune`, items the pack lacks go.
 */
export async function importPack(
  db: Db,
  config: { dataDir: string; mediaDir: string },
  pack: Pack,
  source: PackSource,
  {
    prune = false,
    members: packMembers = [],
  }: {
    prune?: boolean;
    /** The pack's members, as `readPack` checked them, given one at a time. */
    members?: Iterable<PackMember>;
  } = {},
): Promise<ImportSummary> {
  const media = storeMedia(pack, source, config.dataDir);
  const mediaName = (path: string | undefined, fallback: string) =>
    path ? media.get(path)! : fallback;
  const summary: ImportSummary = { created: 0, updated: 0, removed: 0, media: media.size };
  const statements: Compilable[] = [];
  const push = (query: Compilable) => void statements.push(query);

  if (!(await getMeta(db, 'seeded'))) {
    // A store never started: it gets the site's settings a start would give it, and no demo.
    push(db.insertInto('meta').values({ key: 'seeded', value: new Date().toISOString() }));
    const add: Add = (table, row) => push(db.insertInto(table).values(row));
    seedSite(add);
  }
  const stamp = new Date().toISOString();
  for (const [key, value] of [
    [IMPORTED, stamp],
    [CONTENT_VERSION, `${stamp} ${Math.random().toString(36).slice(2)}`],
  ] as const)
    push(
      db
        .insertInto('meta')
        .values({ key, value })
        .onConflict((c) =>
          c.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
        ),
    );

  // Categories and buckets are named by slug only: written afresh.
  const categoryNames = new Map(pack.categories.map((c) => [c.slug, c.name]));
  const existingCategories = await db.selectFrom('training_categories').select('slug').execute();
  const existingBuckets = await db.selectFrom('buckets').select('name').execute();
  for (const c of pack.categories) {
    push(db.deleteFrom('training_category_translations').where('slug', '=', c.slug));
    push(db.deleteFrom('training_categories').where('slug', '=', c.slug));
    push(
      db.insertInto('training_categories').values({
        slug: c.slug,
        translated_slug: c.slug,
        name: c.name,
        glyph: c.glyph,
        position: c.position,
      }),
    );
    for (const t of c.translations)
      push(
        db
          .insertInto('training_category_translations')
          .values({ slug: c.slug, lang: t.lang, name: t.name, translated_slug: t.slug }),
      );
  }
  for (const b of pack.buckets) {
    push(db.deleteFrom('buckets').where('name', '=', b.slug));
    push(
      db.insertInto('buckets').values({
        name: b.slug,
        label: b.label,
        description: b.description,
        parent: b.parent,
        position: b.position,
      }),
    );
  }
  const known = (slugs: string[], rows: Array<{ slug?: string; name?: string }>) =>
    rows.filter((r) => slugs.includes(String(r.slug ?? r.name))).length;
  summary.updated +=
    known(
      pack.categories.map((c) => c.slug),
      existingCategories,
    ) +
    known(
      pack.buckets.map((b) => b.slug),
      existingBuckets,
    );
  summary.created += pack.categories.length + pack.buckets.length - summary.updated;

  const productIds = Ids.of(await db.selectFrom('products').select(['id', 'slug']).execute(), {
    next: (await maxId(db, 'products')) + 1,
    taken: new Set(),
  });
  for (const p of pack.products) {
    const { id, exists } = productIds.assign(p.slug, p.id);
    const row = {
      slug: p.slug,
      title: p.title,
      price: p.price,
      data: JSON.stringify({
        description: p.description,
        weeks: p.weeks,
        image: `/media/${mediaName(p.image, 'cover-board.png')}`,
        sessions: p.sessions,
      }),
    };
    summary[exists ? 'updated' : 'created'] += 1;
    push(
      exists
        ? db.updateTable('products').set(row).where('id', '=', id).where('blog_id', '=', BLOG)
        : db.insertInto('products').values({ id, blog_id: BLOG, ...row }),
    );
  }

  // Lessons, modules, resources and videos share one id space, as WordPress posts do.
  const counter: Counter = {
    taken: new Set(),
    next:
      Math.max(
        ...(await Promise.all(
          (['lessons', 'playlists', 'resources', 'videos'] as const).map((t) => maxId(db, t)),
        )),
      ) + 1,
  };
  const lessonRows = await db.selectFrom('lessons').select(['id', 'slug', 'data']).execute();
  const moduleRows = await db.selectFrom('playlists').select(['id', 'slug']).execute();
  const resourceRows = await db.selectFrom('resources').select(['id', 'slug', 'data']).execute();
  const videoIds = new Set(
    (await db.selectFrom('videos').select('id').execute()).map((v) => Number(v.id)),
  );
  const lessonIds = Ids.of(lessonRows, counter);
  const moduleIds = Ids.of(moduleRows, counter);
  const resourceIds = Ids.of(resourceRows, counter);
  const lessonVideo = new Map(
    lessonRows.map((r) => [
      String(r.slug),
      Number(
        /\/wp-json\/wp\/v2\/video\/(\d+)$/.exec(
          json<{ video_url?: string }>(r.data).video_url ?? '',
        )?.[1],
      ),
    ]),
  );
  const resourceVideo = new Map(
    resourceRows.map((r) => [String(r.slug), Number(json<{ video_id?: number }>(r.data).video_id)]),
  );
  // Pack ids are honoured only once every slug the store knows holds its own.
  for (const l of pack.lessons) lessonIds.assign(l.slug, l.id);
  for (const m of pack.modules) moduleIds.assign(m.slug, m.id);
  for (const r of pack.resources) resourceIds.assign(r.slug, r.id);
  const usedVideos = new Set<number>();

  const writeVideo = (previous: number | undefined, video: PackVideo, title: string): number => {
    const reuse = previous !== undefined && videoIds.has(previous) && !usedVideos.has(previous);
    const id = reuse ? previous : lessonIds.fresh();
    usedVideos.add(id);
    const own = { language: video.language, file: media.get(video.file)! };
    const languages = [
      video.language,
      ...Object.keys(video.recordings),
      ...Object.keys(video.captions),
    ]
      .filter((language, i, all) => all.indexOf(language) === i)
      .map((language) => ({
        language,
        file:
          language === own.language
            ? own.file
            : media.get(video.recordings[language] ?? video.file)!,
        ...(video.captions[language] && { subtitles: media.get(video.captions[language])! }),
      }));
    const row = {
      title: video.title ?? title,
      duration: video.duration,
      file: own.file,
      downloads: JSON.stringify(video.downloads.map((d) => ({ ...d, file: media.get(d.file)! }))),
      languages: JSON.stringify(languages),
    };
    push(
      reuse
        ? db.updateTable('videos').set(row).where('id', '=', id)
        : db.insertInto('videos').values({ id, blog_id: BLOG, ...row }),
    );
    return id;
  };

  const categoryRefs = (slugs: string[]) =>
    slugs.map((slug) => ({ slug, name: categoryNames.get(slug)! }));
  const existingLessons = new Set(lessonRows.map((r) => String(r.slug)));
  for (const l of pack.lessons) {
    const id = lessonIds.bySlug.get(l.slug)!;
    let videoUrl = '';
    if (l.video && 'url' in l.video) videoUrl = l.video.url;
    else if (l.video)
      videoUrl = `/wp-json/wp/v2/video/${writeVideo(lessonVideo.get(l.slug), l.video, l.title)}`;
    const row = {
      slug: l.slug,
      title: l.title,
      type: l.type,
      popular: l.popular ? 1 : 0,
      date: l.date,
      data: JSON.stringify({
        content: l.content,
        excerpt: l.excerpt,
        image: `/media/${mediaName(l.image, l.type === 'video' ? 'cover-laptop.png' : 'cover-book.png')}`,
        tags: l.tags,
        categories: categoryRefs(l.categories),
        duration: l.duration,
        video_url: videoUrl,
      }),
    };
    const exists = existingLessons.has(l.slug);
    summary[exists ? 'updated' : 'created'] += 1;
    push(
      exists
        ? db.updateTable('lessons').set(row).where('id', '=', id)
        : db.insertInto('lessons').values({ id, blog_id: BLOG, ...row }),
    );
  }

  const existingModules = new Set(moduleRows.map((r) => String(r.slug)));
  for (const m of pack.modules) {
    const id = moduleIds.bySlug.get(m.slug)!;
    const row = {
      slug: m.slug,
      title: m.title,
      status: m.status,
      tags: JSON.stringify(m.tags),
      lessons: JSON.stringify(m.lessons.map((slug) => lessonIds.bySlug.get(slug)!)),
      date: m.date,
      data: JSON.stringify({ content: m.content, image: mediaName(m.image, 'cover-board.png') }),
    };
    const exists = existingModules.has(m.slug);
    summary[exists ? 'updated' : 'created'] += 1;
    push(
      exists
        ? db.updateTable('playlists').set(row).where('id', '=', id)
        : db.insertInto('playlists').values({ id, blog_id: BLOG, ...row }),
    );
  }

  const existingResources = new Set(resourceRows.map((r) => String(r.slug)));
  for (const r of pack.resources) {
    const id = resourceIds.bySlug.get(r.slug)!;
    const videoId = r.video ? writeVideo(resourceVideo.get(r.slug), r.video, r.title) : null;
    const row = {
      slug: r.slug,
      title: r.title,
      section: r.section,
      bucket: r.bucket,
      type: r.video ? 'video' : 'document',
      date: r.date,
      data: JSON.stringify({
        file: r.document ? media.get(r.document)! : null,
        video_id: videoId,
        thumbnail: mediaName(r.thumbnail, r.video ? 'cover-laptop.png' : 'cover-book.png'),
        categories: categoryRefs(r.categories),
        products: r.products.map((slug) => ({ id: productIds.bySlug.get(slug)!, blog_id: BLOG })),
        description: r.description,
      }),
    };
    const exists = existingResources.has(r.slug);
    summary[exists ? 'updated' : 'created'] += 1;
    push(
      exists
        ? db.updateTable('resources').set(row).where('id', '=', id).where('blog_id', '=', BLOG)
        : db.insertInto('resources').values({ id, blog_id: BLOG, ...row }),
    );
  }

  // Everything the transaction writes is worked out from reads made before it starts: it holds a
  // connection of its own, which a read on another could wait for.
  const members =
    pack.memberFiles.length === 0
      ? []
      : await memberStatements(db, packMembers, lessonIds.bySlug, moduleIds.bySlug, summary, stamp);
  const after: Compilable[] = [];
  if (prune) summary.removed = await pruneStatements(db, pack, usedVideos, (q) => after.push(q));
  // The content's statements are held (they grow with the content only); the members' are made
  // as the transaction takes them, so the import's memory does not grow with its members.
  await db.atomicallyEach(inTurn(statements, members, after));
  // The caption index follows the videos the pack wrote (and brings every instance's word index up).
  await indexCaptions(db, config.mediaDir, config.dataDir);
  return summary;
}

/** Statements that are given the rows of those that read (`Db.atomicallyEach`). */
type Members = AsyncGenerator<Compilable, void, StoreRow[] | undefined>;

/** The statements of each part in turn, each let go once given. */
async function* inTurn(...parts: Array<Compilable[] | Members>): Members {
  for (const part of parts) {
    if (!Array.isArray(part)) {
      yield* part;
      continue;
    }
    part.reverse();
    while (part.length > 0) yield part.pop()!;
  }
}

/** New members inserted in one statement, and progress rows in one (README, "Generated sizes"). */
const MEMBERS_AT_ONCE = 100;
const PROGRESS_AT_ONCE = 500;

/**
 * Members by e-mail address, whatever its case: a new one gets the pack's password, hashed once per
 * distinct password; a known one keeps the password it has now. Completed lessons are added, never
 * taken away, and members are never pruned: accounts belong to their people, not to the pack.
 * The members are read one at a time as the transaction asks for their statements; only the
 * addresses the store already knows are read beforehand.
 */
async function memberStatements(
  db: Db,
  packMembers: Iterable<PackMember>,
  lessons: Map<string, number>,
  modules: Map<string, number>,
  summary: ImportSummary,
  stamp: string,
): Promise<Members> {
  // Progress rows name their member by id: a lookup by address in each row made every statement
  // many times larger to prepare and to hold (README, "Generated sizes").
  const known = new Map(
    (await db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [
      String(u.email).toLowerCase(),
      Number(u.id),
    ]),
  );
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (plain: string) => {
    let hash = hashes.get(plain);
    if (!hash) hashes.set(plain, (hash = hashPassword(plain)));
    return hash;
  };
  type Progress = Omit<InsertObject<Database, 'lesson_progress'>, 'user_id'> & { member: string };
  return (async function* (): Members {
    let users: Array<InsertObject<Database, 'users'>> = [];
    let progress: Progress[] = [];
    // New members go in first, giving the ids their progress rows name.
    async function* flush(): Members {
      const fresh = new Map<string, number>();
      if (users.length > 0) {
        const rows = yield db.insertInto('users').values(users).returning(['id', 'email']);
        for (const row of rows ?? []) fresh.set(String(row.email).toLowerCase(), Number(row.id));
      }
      if (progress.length > 0)
        yield db
          .insertInto('lesson_progress')
          .values(
            progress.map(({ member, ...row }) => ({
              ...row,
              user_id: known.get(member) ?? fresh.get(member)!,
            })),
          )
          .onConflict((c) => c.columns(['user_id', 'lesson_id', 'playlist_id']).doNothing());
      users = [];
      progress = [];
    }
    for (const m of packMembers) {
      const member = m.email.toLowerCase();
      const names = {
        first_name: m.first_name,
        last_name: m.last_name,
        roles: JSON.stringify(m.roles),
      };
      if (known.has(member)) {
        summary.updated += 1;
        yield db.updateTable('users').set(names).where('id', '=', known.get(member)!);
      } else {
        summary.created += 1;
        const password_hash =
          'hash' in m.password ? m.password.hash : await hashOf(m.password.plain);
        users.push({ email: m.email, password_hash, ...names, created: stamp });
      }
      for (const p of m.progress)
        progress.push({
          member,
          lesson_id: lessons.get(p.lesson)!,
          lesson_blog_id: BLOG,
          playlist_id: modules.get(p.module)!,
          playlist_blog_id: BLOG,
          completed_on: p.completed_on,
        });
      if (users.length >= MEMBERS_AT_ONCE || progress.length >= PROGRESS_AT_ONCE) yield* flush();
    }
    yield* flush();
  })();
}

/** Deletes what the pack lacks; returns how many items go. */
async function pruneStatements(
  db: Db,
  pack: Pack,
  keptVideos: Set<number>,
  push: (query: Compilable) => void,
): Promise<number> {
  let removed = 0;
  const gone = <T extends { slug: string }>(rows: T[], keep: Array<{ slug: string }>) => {
    const kept = new Set(keep.map((k) => k.slug));
    const lost = rows.filter((r) => !kept.has(String(r.slug)));
    removed += lost.length;
    return lost;
  };
  const lessons = gone(
    await db.selectFrom('lessons').select(['id', 'slug']).execute(),
    pack.lessons,
  );
  for (const ids of chunks(lessons.map((l) => Number(l.id)))) {
    push(db.deleteFrom('lesson_progress').where('lesson_id', 'in', ids));
    push(db.deleteFrom('lesson_positions').where('lesson_id', 'in', ids));
    push(db.deleteFrom('lessons').where('id', 'in', ids));
  }
  const modules = gone(
    await db.selectFrom('playlists').select(['id', 'slug']).execute(),
    pack.modules,
  );
  for (const ids of chunks(modules.map((m) => Number(m.id))))
    push(db.deleteFrom('playlists').where('id', 'in', ids));
  const resources = gone(
    await db.selectFrom('resources').select(['id', 'slug']).execute(),
    pack.resources,
  );
  for (const ids of chunks(resources.map((r) => Number(r.id))))
    push(db.deleteFrom('resources').where('id', 'in', ids));
  const products = gone(
    await db.selectFrom('products').select(['id', 'slug']).execute(),
    pack.products,
  );
  for (const ids of chunks(products.map((p) => Number(p.id))))
    push(db.deleteFrom('products').where('id', 'in', ids));
  const categories = gone(
    await db.selectFrom('training_categories').select('slug').execute(),
    pack.categories,
  );
  for (const slugs of chunks(categories.map((c) => String(c.slug)))) {
    push(db.deleteFrom('training_category_translations').where('slug', 'in', slugs));
    push(db.deleteFrom('training_categories').where('slug', 'in', slugs));
  }
  const buckets = gone(
    (await db.selectFrom('buckets').select('name').execute()).map((b) => ({
      slug: String(b.name),
    })),
    pack.buckets,
  );
  for (const names of chunks(buckets.map((b) => b.slug)))
    push(db.deleteFrom('buckets').where('name', 'in', names));
  // Videos are no item of their own: those no kept lesson or resource plays go with them.
  const videos = (await db.selectFrom('videos').select('id').execute())
    .map((v) => Number(v.id))
    .filter((id) => !keptVideos.has(id));
  for (const ids of chunks(videos)) push(db.deleteFrom('videos').where('id', 'in', ids));
  return removed;
}
