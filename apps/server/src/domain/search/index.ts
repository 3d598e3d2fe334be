import type { SearchResults, SearchSection } from '@campus/api-client';
import type { LearningResult } from '@campus/api-client/contract';
import type { Session } from '../../services/auth';
import type { AreaContext } from '../context';
export { ResourceIndex } from './resource-index';
export { SearchIndex } from './search-index';
export { POPULAR_TERM_VISITORS, popularTerms, searcherKey, TermCounter } from './terms';
import { accessKeys, mayOpen, presentResource } from '../resources/present';
import { mayOpenModule } from '../training/access';
import type { LessonRecord, PlaylistRecord, TrainingModules } from '../training/modules';
import type { IndexedResource } from './resource-index';
import { spokenMoments, type SpokenHost } from './captions';
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

/**
 * The items a query found, with as many of its words as any of them, best first (README, "Search:
 * the matching rules"); without words to look for, every item in the order given. Only the items
 * `wanted` are listed.
 */
function ranked<T>(
  list: Listed<T>,
  wanted: (item: T) => boolean,
  hits?: Map<string, Hit>,
  /** The typed text, lower case, and whether an item's title or description holds it. */
  contains?: { needle: string; in: (item: T) => boolean },
): Array<{ item: T; hit?: Hit }> {
  if (!hits) return list.items.filter(wanted).map((item) => ({ item }));
  // A search finds a few of a section's items: they are looked up, not the section gone through.
  const found: Array<{ item: T; hit: Hit; at: number }> = [];
  for (const [key, hit] of hits) {
    const at = list.at.get(key);
    if (at !== undefined && wanted(list.items[at]!)) found.push({ item: list.items[at]!, hit, at });
  }
  // A list where no word is found has the items that hold the text typed ("ing", "ship").
  if (found.length === 0 && contains) {
    if (list.text !== undefined && !list.text.includes(contains.needle)) return [];
    return list.items.filter((item) => wanted(item) && contains.in(item)).map((item) => ({ item }));
  }
  let most = 0;
  for (const { hit } of found) most = Math.max(most, hit.words);
  return found
    .filter(({ hit }) => hit.words === most)
    .sort((a, b) => byRank(a.hit, b.hit) || a.at - b.at);
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
  const answer: SearchResults = {};

  for (const section of wanted) {
    if (section === 'learning') {
      // Modules and lessons are ranked together, modules first where they rank the same.
      const matches = ranked(
        learningList(await ctx.modules.load()),
        ({ module, lesson }) =>
          module
            ? mayOpenModule(module, session) && (!q.type || q.type === 'playlist')
            : (!q.type || q.type === lesson!.type) &&
              (!q.category || lesson!.data.categories.some((c) => c.slug === q.category)),
        hits,
        { needle, in: (item) => item.text.includes(needle) },
      );
      answer.learning = {
        posts: matches
          .slice(q.offset, q.offset + q.per_page)
          .map(({ item, hit }) => highlighted(learningResult(item, session), hit)),
        total: matches.length,
        query,
      };
      continue;
    }
    const matches = ranked(
      await ctx.resourceIndex.section(section),
      (r) =>
        (q.type !== 'video' && q.type !== 'document' ? true : r.type === q.type) &&
        (!q.category || r.categories.includes(q.category)) &&
        (!q.product || r.products.includes(q.product)),
      hits,
      { needle, in: (r) => r.title.includes(needle) || r.description.includes(needle) },
    );
    const page = matches.slice(q.offset, q.offset + q.per_page);
    const total = matches.length;
    answer[section] = {
      posts: await Promise.all(
        page.map(async ({ item, hit }) =>
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

/** A module or a lesson as the learning section lists it, with the text a search looks through. */
interface LearningItem {
  key: string;
  /** Its title, tags and (a lesson's) excerpt, lower case. */
  text: string;
  module?: PlaylistRecord;
  lesson?: LessonRecord;
}

type ModulesData = Awaited<ReturnType<TrainingModules['load']>>;

/**
 * The learning section's items, every module then every lesson, worked out once per load of the
 * modules rather than once per search: at 22,000 items that took most of a search's time (README,
 * "Generated sizes"). Who may see each one is decided per search.
 */
const learningLists = new WeakMap<ModulesData, Listed<LearningItem>>();
function learningList(data: ModulesData): Listed<LearningItem> {
  let list = learningLists.get(data);
  if (!list) {
    const items: LearningItem[] = [
      ...data.playlists.map((module) => ({
        key: contentKey.module(module.id),
        text: [module.title, ...module.tags.map((t) => t.name)].join('\n').toLowerCase(),
        module,
      })),
      ...data.lessons.map((lesson) => ({
        key: contentKey.lesson(lesson.id),
        text: [lesson.title, lesson.data.excerpt, ...lesson.data.tags.map((t) => t.name)]
          .join('\n')
          .toLowerCase(),
        lesson,
      })),
    ];
    list = {
      items,
      at: new Map(items.map((item, at) => [item.key, at])),
      text: items.map((item) => item.text).join('\n'),
    };
    learningLists.set(data, list);
  }
  return list;
}

function learningResult(
  { module, lesson }: LearningItem,
  session: Session | undefined,
): LearningResult {
  if (module)
    return {
      id: module.id,
      blog_id: module.blog_id,
      title: module.title,
      slug: module.slug,
      type: 'playlist' as const,
      products: [],
      canView: mayOpenModule(module, session),
      canPreview: false,
      is_playlist: true,
      is_lesson: false,
      iconName: 'document',
      thumbnail: { sizes: { medium: { url: `/media/${module.data.image}` } } },
      categories: module.tags.map((t) => ({ slug: t.slug, name: t.name })),
      date: module.date,
    };
  const l = lesson!;
  return {
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
  };
}

/** A place a video plays: a lesson of a module, or a library resource, with who may open it. */
type HostChoice =
  | { host: SpokenHost; module: PlaylistRecord }
  | { host: SpokenHost; access: IndexedResource['access'] };

/**
 * Every place each video plays, in the order they are offered: the lessons of each module in the
 * modules' order, then the library's resources. Worked out once per load of the modules and the
 * resources; which of them a searcher may open is decided for the videos a search finds, not for
 * every video (each search went through all lessons and resources: README, "Generated sizes").
 */
const hostChoices = new WeakMap<
  ModulesData,
  WeakMap<IndexedResource[], Map<number, HostChoice[]>>
>();
function choicesOfVideos(
  data: ModulesData,
  resources: IndexedResource[],
): Map<number, HostChoice[]> {
  let byResources = hostChoices.get(data);
  if (!byResources) hostChoices.set(data, (byResources = new WeakMap()));
  let choices = byResources.get(resources);
  if (choices) return choices;
  choices = new Map();
  const offer = (videoId: number, choice: HostChoice) => {
    const same = choices!.get(videoId);
    if (same) same.push(choice);
    else choices!.set(videoId, [choice]);
  };
  const lessonsById = new Map(data.lessons.map((lesson) => [lesson.id, lesson]));
  for (const module of data.playlists)
    for (const lessonId of module.lessons) {
      const lesson = lessonsById.get(lessonId);
      const videoId = Number(VIDEO_ADDRESS.exec(lesson?.data.video_url ?? '')?.[1]);
      if (!lesson || !videoId) continue;
      offer(videoId, {
        module,
        host: {
          title: lesson.title,
          thumbnail: lesson.data.image,
          lesson: { id: lesson.id, slug: lesson.slug, module: module.slug },
        },
      });
    }
  for (const { videoId, row, access, thumbnail } of resources) {
    if (!videoId) continue;
    offer(videoId, {
      access,
      host: {
        title: String(row.title),
        thumbnail: `/media/${thumbnail}`,
        resource: { id: Number(row.id), blog_id: Number(row.blog_id) },
      },
    });
  }
  byResources.set(resources, choices);
  return choices;
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
  const choices = choicesOfVideos(await ctx.modules.load(), await ctx.resourceIndex.load());
  const hosts = new Map<number, SpokenHost | undefined>();
  return (videoId) => {
    if (!hosts.has(videoId))
      hosts.set(
        videoId,
        choices
          .get(videoId)
          ?.find((choice) =>
            'module' in choice
              ? mayOpenModule(choice.module, session)
              : mayOpen(choice.access, keys),
          )?.host,
      );
    return hosts.get(videoId);
  };
}
