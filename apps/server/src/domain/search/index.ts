import { createHash } from 'node:crypto';
import type { PopularTerm, SearchResults, SearchSection } from '@campus/api-client';
import type { LearningResult } from '@campus/api-client/contract';
import type { Session } from '../../services/auth';
import type { AreaContext } from '../context';
export { ResourceIndex } from './resource-index';
import type { Db } from '../../services/store';
import { accessKeys, mayOpen, presentResource } from '../resources/present';
import { mayOpenModule } from '../learning/access';
import { spokenMoments, type SpokenHost } from './captions';

export const SECTIONS: SearchSection[] = ['materials', 'promotional', 'learning'];
type Section = SearchSection;

/**
 * A searched term is offered to everyone only once this many different visitors found something
 * with it: one person's typing (a name, a typo, nonsense) never reaches the others.
 */
export const POPULAR_TERM_VISITORS = 3;

/** Who searched, as a one-way key: the member's id, or the address of a visitor. */
export const searcherKey = (userId: number | undefined, ip: string) =>
  createHash('sha256')
    .update(userId === undefined ? `ip:${ip}` : `user:${userId}`)
    .digest('hex')
    .slice(0, 24);

/**
 * Searches with results are counted in memory and written in one batch, so searching never waits on
 * a write. Searches that found nothing are not counted.
 */
export class TermCounter {
  private pending = new Map<string, { hits: number; visitors: Set<string> }>();
  private timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    /** A batch the store refused (full disk, store gone): its counts are lost, the server runs on. */
    onError: (error: unknown) => void = (error) => console.error('search counts not saved', error),
    intervalMs = 5000,
  ) {
    this.timer = setInterval(() => this.flush().catch(onError), intervalMs);
    this.timer.unref();
  }

  hit(term: string, visitor: string): void {
    const key = term.trim().toLowerCase().slice(0, 100);
    if (key.length < 3) return;
    const entry = this.pending.get(key) ?? { hits: 0, visitors: new Set<string>() };
    entry.hits += 1;
    entry.visitors.add(visitor);
    this.pending.set(key, entry);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const now = new Date().toISOString().slice(0, 19);
    const { db } = this;
    const batch = [...this.pending].flatMap(([term, { hits, visitors }]) => [
      db
        .insertInto('popular_terms')
        .values({ term, created: now, updated: now, hits, visitors: 0 })
        .onConflict((conflict) =>
          conflict.column('term').doUpdateSet((eb) => ({
            hits: eb('popular_terms.hits', '+', eb.ref('excluded.hits')),
            updated: eb.ref('excluded.updated'),
          })),
        ),
      // A visitor new to the term adds one, before being recorded as having searched it. Counting
      // up rather than recounting keeps the counts of terms older than the visitors table.
      ...[...visitors].flatMap((visitor) => [
        db
          .updateTable('popular_terms')
          .set((eb) => ({ visitors: eb('visitors', '+', 1) }))
          .where('term', '=', term)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('popular_term_visitors')
                  .select('term')
                  .where('popular_term_visitors.term', '=', term)
                  .where('popular_term_visitors.visitor', '=', visitor),
              ),
            ),
          ),
        db
          .insertInto('popular_term_visitors')
          .values({ term, visitor })
          .onConflict((conflict) => conflict.doNothing()),
      ]),
    ]);
    this.pending = new Map();
    await db.atomically(batch);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** The terms offered to everyone, most searched first. */
export async function popularTerms(db: Db): Promise<PopularTerm[]> {
  return (
    await db
      .selectFrom('popular_terms')
      .select(['term', 'created', 'updated'])
      .where('visitors', '>=', POPULAR_TERM_VISITORS)
      .orderBy('hits', 'desc')
      .orderBy('term')
      .limit(10)
      .execute()
  ).map((row) => ({
    term: String(row.term),
    created: String(row.created),
    updated: String(row.updated),
  }));
}

export interface SearchQuery {
  search: string;
  /** The page's language (`X-WP-Language`, e.g. `he_IL`): whose captions are searched. */
  language?: string;
  offset: number;
  per_page: number;
  section?: string;
  type?: string;
  category?: string;
  product?: number;
}

/** Each wanted section's page of matches, as the member (or visitor) may see them. */
export async function search(
  ctx: AreaContext,
  session: Session | undefined,
  q: SearchQuery,
): Promise<SearchResults> {
  const { db } = ctx;
  const term = q.search.trim();
  const wanted: Section[] =
    q.section && q.section !== 'all' ? [q.section as Section] : [...SECTIONS];
  const query = {
    page: Math.floor(q.offset / q.per_page) + 1,
    offset: q.offset,
    per_page: q.per_page,
  };
  const needle = term.toLowerCase();
  const keys = await accessKeys(db, session);
  const answer: SearchResults = {};

  for (const section of wanted) {
    if (section === 'learning') {
      const data = await ctx.modules.load();
      const posts: LearningResult[] = [
        ...data.playlists
          .filter(
            (p) =>
              mayOpenModule(p, session) &&
              (!q.type || q.type === 'playlist') &&
              (!needle ||
                p.title.toLowerCase().includes(needle) ||
                p.tags.some((t) => t.name.toLowerCase().includes(needle))),
          )
          .map((p): LearningResult => ({
            id: p.id,
            blog_id: p.blog_id,
            title: p.title,
            slug: p.slug,
            type: 'playlist',
            products: [],
            canView: mayOpenModule(p, session),
            canPreview: false,
            is_playlist: true,
            is_lesson: false,
            iconName: 'document',
            thumbnail: { sizes: { medium: { url: `/media/${p.data.image}` } } },
            categories: p.tags.map((t) => ({ slug: t.slug, name: t.name })),
            date: p.date,
          })),
        ...data.lessons
          .filter(
            (l) =>
              (!q.type || q.type === l.type) &&
              (!q.category || l.data.categories.some((c) => c.slug === q.category)) &&
              (!needle ||
                l.title.toLowerCase().includes(needle) ||
                l.data.excerpt.toLowerCase().includes(needle) ||
                l.data.tags.some((t) => t.name.toLowerCase().includes(needle))),
          )
          .map((l): LearningResult => ({
            id: l.id,
            blog_id: l.blog_id,
            title: l.title,
            slug: l.slug,
            type: l.type,
            products: [],
            canView: true,
            canPreview: l.type === 'video',
            is_playlist: false,
            is_lesson: true,
            iconName: l.type === 'video' ? 'movie' : 'document',
            thumbnail: { sizes: { medium: { url: l.data.image } } },
            categories: l.data.categories,
            date: l.date,
          })),
      ];
      answer.learning = {
        posts: posts.slice(q.offset, q.offset + q.per_page),
        total: posts.length,
        query,
      };
      continue;
    }
    const matches = (await ctx.resourceIndex.load()).filter(
      (r) =>
        r.section === section &&
        (!needle || r.title.toLowerCase().includes(needle) || r.description.includes(needle)) &&
        (q.type !== 'video' && q.type !== 'document' ? true : r.type === q.type) &&
        (!q.category || r.categories.includes(q.category)) &&
        (!q.product || r.products.includes(q.product)),
    );
    const rows = matches.slice(q.offset, q.offset + q.per_page).map((r) => r.row);
    const total = matches.length;
    answer[section] = {
      posts: await Promise.all(rows.map((row) => presentResource(ctx, row, keys, false))),
      total,
      query,
    };
  }
  if (wanted.length === SECTIONS.length && term)
    answer.spoken = await spokenMoments(db, () => spokenHosts(ctx, session, keys), {
      term,
      language: (q.language ?? 'en').split(/[-_]/)[0]!.toLowerCase(),
      offset: q.offset,
      perPage: q.per_page,
    });
  return answer;
}

const VIDEO_ADDRESS = /^\/wp-json\/wp\/v2\/video\/(\d+)$/;

/**
 * Where each video plays for this searcher: the first lesson of a module they may open that names
 * it, else the first library resource they may open that plays it.
 */
async function spokenHosts(
  ctx: AreaContext,
  session: Session | undefined,
  keys: Set<string> | 'all',
): Promise<(videoId: number) => SpokenHost | undefined> {
  const hosts = new Map<number, SpokenHost>();
  const { lessons, playlists } = await ctx.modules.load();
  const lessonsById = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  for (const playlist of playlists) {
    if (!mayOpenModule(playlist, session)) continue;
    for (const lessonId of playlist.lessons) {
      const lesson = lessonsById.get(lessonId);
      const videoId = Number(VIDEO_ADDRESS.exec(lesson?.data.video_url ?? '')?.[1]);
      if (!lesson || !videoId || hosts.has(videoId)) continue;
      hosts.set(videoId, {
        title: lesson.title,
        thumbnail: lesson.data.image,
        lesson: { id: lesson.id, slug: lesson.slug, module: playlist.slug },
      });
    }
  }
  for (const resource of await ctx.resourceIndex.load()) {
    const { videoId, row, access, thumbnail } = resource;
    if (!videoId || hosts.has(videoId) || !mayOpen(access, keys)) continue;
    hosts.set(videoId, {
      title: String(row.title),
      thumbnail: `/media/${thumbnail}`,
      resource: { id: Number(row.id), blog_id: Number(row.blog_id) },
    });
  }
  return (videoId) => hosts.get(videoId);
}
