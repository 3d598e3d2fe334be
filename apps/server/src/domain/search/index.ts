import type { SearchResults, SearchSection } from '@campus/api-client';
import type { LearningResult } from '@campus/api-client/contract';
import type { Session } from '../../services/auth';
import type { AreaContext } from '../context';
export { ResourceIndex } from './resource-index';
export { SearchIndex } from './search-index';
export { POPULAR_TERM_VISITORS, popularTerms, searcherKey, TermCounter } from './terms';
import { accessKeys, mayOpen, presentResource } from '../resources/present';
import { mayOpenModule } from '../training/access';
import type { LessonRecord, TrainingData } from '../training/modules';
import { spokenMoments, type SpokenHost } from './captions';
import type { IndexedResource } from './resource-index';
import { contentKey } from './search-index';
import { byRank, marks, parseQuery, type Hit } from './word-index';

export const SECTIONS: SearchSection[] = ['materials', 'promotional', 'learning'];
type Section = SearchSection;

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

/** A section's items in its own order, with each one's place by its key in the word index. */
interface Listed<T> {
  items: T[];
  at: Map<string, number>;
  /** Text that holds every item's title and description: what it does not hold, none does. */
  text?: string;
}

/** Where a page starts and how many it holds. */
interface Window {
  offset: number;
  count: number;
}

/**
 * The first `count` of `items` in the order `compare` gives, without ordering the rest: a common
 * word finds thousands of a section's items, of which a page shows twenty.
 */
export function firstInOrder<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  if (items.length <= count * 4) return [...items].sort(compare).slice(0, count);
  const first: T[] = [];
  for (const item of items) {
    if (first.length === count && compare(item, first[count - 1]!) >= 0) continue;
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(item, first[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    first.splice(low, 0, item);
    if (first.length > count) first.pop();
  }
  return first;
}

/**
 * The page `window` of the items a query found, with as many of its words as any of them, best
 * first (README, "Search: the matching rules"), and how many there are; without words to look for,
 * every item in the order given. Only the items `wanted` are listed.
 */
function ranked<T>(
  list: Listed<T>,
  wanted: (item: T) => boolean,
  window: Window,
  hits?: Hit[],
  /** The typed text, lower case, and whether an item's title or description holds it. */
  contains?: { needle: string; in: (item: T) => boolean },
): { total: number; page: Array<{ item: T; hit?: Hit }> } {
  const inOrder = (items: T[]) => ({
    total: items.length,
    page: items.slice(window.offset, window.offset + window.count).map((item) => ({ item })),
  });
  if (!hits) return inOrder(list.items.filter(wanted));
  // A search finds a few of a section's items: they are looked up, not the section gone through.
  const found: Array<{ item: T; hit: Hit; at: number }> = [];
  let most = 0;
  for (const hit of hits) {
    const at = list.at.get(hit.id);
    if (at === undefined || !wanted(list.items[at]!)) continue;
    found.push({ item: list.items[at]!, hit, at });
    most = Math.max(most, hit.words);
  }
  // A list where no word is found has the items that hold the text typed ("ing", "ship").
  if (found.length === 0 && contains) {
    if (list.text !== undefined && !list.text.includes(contains.needle)) return inOrder([]);
    return inOrder(list.items.filter((item) => wanted(item) && contains.in(item)));
  }
  const best = found.filter(({ hit }) => hit.words === most);
  return {
    total: best.length,
    page: firstInOrder(
      best,
      window.offset + window.count,
      (a, b) => byRank(a.hit, b.hit) || a.at - b.at,
    ).slice(window.offset),
  };
}

/** A found item with the words of its title that matched marked, as spoken moments have them. */
const highlighted = <T extends { title: string }>(post: T, hit?: Hit): T =>
  hit ? { ...post, highlights: marks(post.title, hit.terms) } : post;

/** Whether any section, or the moments inside videos, found something. */
export const foundAnything = (answer: SearchResults): boolean =>
  SECTIONS.some((section) => (answer[section]?.total ?? 0) > 0) || (answer.spoken?.total ?? 0) > 0;

/**
 * Each wanted section's page of matches, as the member (or visitor) may see them; when a search
 * finds nothing at all, a close query that finds something (`suggestion`, "did you mean").
 */
export async function search(
  ctx: AreaContext,
  session: Session | undefined,
  q: SearchQuery,
): Promise<SearchResults> {
  // Read once for the search and the close queries it may try: they search the same index, for the
  // same searcher.
  if (q.search.trim()) await ctx.searchIndex.current();
  const keys = await accessKeys(ctx.db, session);
  let hosts: ReturnType<typeof spokenHosts> | undefined;
  const searcher: Searcher = {
    session,
    keys,
    hostsOf: () => (hosts ??= spokenHosts(ctx, session, keys)),
  };
  const answer = await searchSections(ctx, searcher, q);
  const query = parseQuery(q.search);
  if (query.words.length === 0 || foundAnything(answer)) return answer;
  // Offered only when it finds something this searcher may see, on this page.
  for (const suggestion of ctx.searchIndex.suggestions(query)) {
    const found = await searchSections(ctx, searcher, { ...q, search: suggestion, offset: 0 });
    if (foundAnything(found)) return { ...answer, suggestion };
  }
  return answer;
}

/** Who searches: what they may open, and where each video plays for them (worked out once). */
interface Searcher {
  session: Session | undefined;
  keys: Set<string> | 'all';
  hostsOf: () => Promise<(videoId: number) => SpokenHost | undefined>;
}

/** A module or lesson as the learning section lists it; `lesson` for the filters by type and category. */
interface LearningCandidate {
  key: string;
  text: string;
  result: LearningResult;
  lesson?: LessonRecord;
}

/**
 * The learning section's modules and lessons, worked out once per load of the content and kind of
 * searcher (a member sees private modules, a visitor does not): at an organisation's size (10,000
 * lessons) making them on every search was most of its time and garbage.
 */
const learningLists = new WeakMap<TrainingData, Map<boolean, Listed<LearningCandidate>>>();

function learningCandidates(
  data: TrainingData,
  session: Session | undefined,
): Listed<LearningCandidate> {
  const signedIn = Boolean(session);
  let lists = learningLists.get(data);
  if (!lists) learningLists.set(data, (lists = new Map()));
  let list = lists.get(signedIn);
  if (list) return list;
  // Modules and lessons are ranked together, modules first where they rank the same.
  const items: LearningCandidate[] = [
    ...data.playlists
      .filter((p) => mayOpenModule(p, session))
      .map((p) => ({
        key: contentKey.module(p.id),
        text: [p.title, ...p.tags.map((t) => t.name)].join('\n').toLowerCase(),
        result: {
          id: p.id,
          blog_id: p.blog_id,
          title: p.title,
          slug: p.slug,
          type: 'playlist' as const,
          products: [],
          canView: true,
          canPreview: false,
          is_playlist: true,
          is_lesson: false,
          iconName: 'document',
          thumbnail: { sizes: { medium: { url: `/media/${p.data.image}` } } },
          categories: p.tags.map((t) => ({ slug: t.slug, name: t.name })),
          date: p.date,
        },
      })),
    ...data.lessons.map((l) => ({
      key: contentKey.lesson(l.id),
      text: [l.title, l.data.excerpt, ...l.data.tags.map((t) => t.name)].join('\n').toLowerCase(),
      lesson: l,
      result: {
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
      },
    })),
  ];
  list = { items, at: new Map(items.map((c, at) => [c.key, at])) };
  lists.set(signedIn, list);
  return list;
}

async function searchSections(
  ctx: AreaContext,
  { session, keys, hostsOf }: Searcher,
  q: SearchQuery,
): Promise<SearchResults> {
  const term = q.search.trim();
  const wanted: Section[] =
    q.section && q.section !== 'all' ? [q.section as Section] : [...SECTIONS];
  const query = {
    page: Math.floor(q.offset / q.per_page) + 1,
    offset: q.offset,
    per_page: q.per_page,
  };
  const words = parseQuery(term);
  const needle = term.toLowerCase();
  // A term with no word in it (punctuation alone) finds nothing.
  const hits = term ? ctx.searchIndex.sections(words) : undefined;
  const page = { offset: q.offset, count: q.per_page };
  const answer: SearchResults = {};

  for (const section of wanted) {
    if (section === 'learning') {
      const data = await ctx.modules.load();
      const candidates = learningCandidates(data, session);
      const { total, page: found } = ranked(
        candidates,
        (c) =>
          c.lesson
            ? (!q.type || q.type === c.lesson.type) &&
              (!q.category || c.lesson.data.categories.some((cat) => cat.slug === q.category))
            : !q.type || q.type === 'playlist',
        page,
        hits,
        { needle, in: (c) => c.text.includes(needle) },
      );
      answer.learning = {
        posts: found.map(({ item, hit }) => highlighted(item.result, hit)),
        total,
        query,
      };
      continue;
    }
    const { total, page: found } = ranked(
      await ctx.resourceIndex.section(section),
      (r) =>
        (q.type !== 'video' && q.type !== 'document' ? true : r.type === q.type) &&
        (!q.category || r.categories.includes(q.category)) &&
        (!q.product || r.products.includes(q.product)),
      page,
      hits,
      { needle, in: (r) => r.title.includes(needle) || r.description.includes(needle) },
    );
    answer[section] = {
      posts: await Promise.all(
        found.map(async ({ item, hit }) =>
          highlighted(await presentResource(ctx, item.row, keys, false), hit),
        ),
      ),
      total,
      query,
    };
  }
  if (wanted.length === SECTIONS.length && term)
    answer.spoken = await spokenMoments(ctx.searchIndex, hostsOf, {
      query: words,
      language: (q.language ?? 'en').split(/[-_]/)[0]!.toLowerCase(),
      offset: q.offset,
      perPage: q.per_page,
    });
  return answer;
}

const VIDEO_ADDRESS = /^\/wp-json\/wp\/v2\/video\/(\d+)$/;

interface VideoHosts {
  /** The first lesson naming each video, in a module the searcher may open. */
  lessons: Map<number, SpokenHost>;
  /** The library resources playing each video, in the index's order, with who may open them. */
  resources: Map<number, Array<{ access: IndexedResource['access']; host: SpokenHost }>>;
}

/**
 * Where videos play, worked out once per load of the content and kind of searcher: going through
 * every module and the 20,000 resources of an organisation's library on each search was a third of
 * its time. What a member's purchases open is still checked on each search, for the video found.
 */
const videoHostLists = new WeakMap<
  TrainingData,
  Map<boolean, { from: IndexedResource[]; hosts: VideoHosts }>
>();

function videoHosts(
  data: TrainingData,
  library: IndexedResource[],
  session: Session | undefined,
): VideoHosts {
  let lists = videoHostLists.get(data);
  if (!lists) videoHostLists.set(data, (lists = new Map()));
  const signedIn = Boolean(session);
  const kept = lists.get(signedIn);
  // The resources are read again on their own when the content moves: the hosts follow them.
  if (kept?.from === library) return kept.hosts;
  const lessons = new Map<number, SpokenHost>();
  for (const playlist of data.playlists) {
    if (!mayOpenModule(playlist, session)) continue;
    for (const lessonId of playlist.lessons) {
      const lesson = data.lessonById.get(lessonId);
      const videoId = Number(VIDEO_ADDRESS.exec(lesson?.data.video_url ?? '')?.[1]);
      if (!lesson || !videoId || lessons.has(videoId)) continue;
      lessons.set(videoId, {
        title: lesson.title,
        thumbnail: lesson.data.image,
        lesson: { id: lesson.id, slug: lesson.slug, module: playlist.slug },
      });
    }
  }
  const resources: VideoHosts['resources'] = new Map();
  for (const { videoId, row, access, thumbnail } of library) {
    if (!videoId || lessons.has(videoId)) continue;
    const host = {
      title: String(row.title),
      thumbnail: `/media/${thumbnail}`,
      resource: { id: Number(row.id), blog_id: Number(row.blog_id) },
    };
    const list = resources.get(videoId);
    if (list) list.push({ access, host });
    else resources.set(videoId, [{ access, host }]);
  }
  const hosts = { lessons, resources };
  lists.set(signedIn, { from: library, hosts });
  return hosts;
}

/**
 * Where each video plays for this searcher: the first lesson of a module they may open that names
 * it, else the first library resource they may open that plays it.
 */
async function spokenHosts(
  ctx: AreaContext,
  session: Session | undefined,
  keys: Set<string> | 'all',
): Promise<(videoId: number) => SpokenHost | undefined> {
  const data = await ctx.modules.load();
  const { lessons, resources } = videoHosts(data, await ctx.resourceIndex.load(), session);
  return (videoId) =>
    lessons.get(videoId) ??
    resources.get(videoId)?.find(({ access }) => mayOpen(access, keys))?.host;
}
