import type { Lesson, LessonImage } from '@campus/api-client';
import { type Session } from '../../services/auth';
import { json, type Db } from '../../services/store';

export interface LessonData {
  content: string;
  excerpt: string;
  image: string;
  tags: Array<{ slug: string; name: string }>;
  categories: Array<{ slug: string; name: string }>;
  duration: number;
  video_url: string;
}

export interface LessonRecord {
  id: number;
  blog_id: number;
  slug: string;
  title: string;
  type: 'article' | 'video';
  popular: boolean;
  date: string;
  data: LessonData;
}

export interface PlaylistRecord {
  id: number;
  blog_id: number;
  slug: string;
  title: string;
  status: string;
  tags: Array<{ slug: string; name: string }>;
  lessons: number[];
  date: string;
  data: { content: string; image: string };
}

/**
 * The modules and lessons as loaded, with the look-ups the routes make on every call: by id, by
 * slug, a lesson's modules and the lessons of a tag. At an organisation's size (10,000 lessons, 1,000
 * modules) going through the lists for each of them was most of a module page's time.
 */
export interface TrainingData {
  lessons: LessonRecord[];
  playlists: PlaylistRecord[];
  lessonById: Map<number, LessonRecord>;
  lessonBySlug: Map<string, LessonRecord>;
  playlistById: Map<number, PlaylistRecord>;
  playlistBySlug: Map<string, PlaylistRecord>;
  /** The modules holding each lesson, in the modules' order. */
  playlistsOfLesson: Map<number, PlaylistRecord[]>;
  /** The lessons of each tag slug, in the lessons' order. */
  lessonsByTag: Map<string, LessonRecord[]>;
  /** Each lesson's place in `lessons`. */
  lessonOrder: Map<number, number>;
}

/** The look-ups of `TrainingData` over the lists. */
export function indexTraining(lessons: LessonRecord[], playlists: PlaylistRecord[]): TrainingData {
  const playlistsOfLesson = new Map<number, PlaylistRecord[]>();
  for (const playlist of playlists)
    for (const id of playlist.lessons) {
      const list = playlistsOfLesson.get(id);
      if (list) {
        if (!list.includes(playlist)) list.push(playlist);
      } else playlistsOfLesson.set(id, [playlist]);
    }
  const lessonsByTag = new Map<string, LessonRecord[]>();
  for (const lesson of lessons)
    for (const slug of new Set(lesson.data.tags.map((t) => t.slug))) {
      const list = lessonsByTag.get(slug);
      if (list) list.push(lesson);
      else lessonsByTag.set(slug, [lesson]);
    }
  return {
    lessons,
    playlists,
    lessonById: new Map(lessons.map((l) => [l.id, l])),
    lessonBySlug: new Map(lessons.map((l) => [l.slug, l])),
    playlistById: new Map(playlists.map((p) => [p.id, p])),
    playlistBySlug: new Map(playlists.map((p) => [p.slug, p])),
    playlistsOfLesson,
    lessonsByTag,
    lessonOrder: new Map(lessons.map((l, index) => [l.id, index])),
  };
}

/** Content rarely changes and is read on every page: keep it in memory, keyed by database. */
export class TrainingModules {
  private loaded: Promise<TrainingData> | undefined;

  constructor(private readonly db: Db) {}

  /** Reads the store again at the next `load` (a store seeded again, `domain/search`). */
  forget(): void {
    this.loaded = undefined;
  }

  load() {
    this.loaded ??= (async () => {
      const lessons: LessonRecord[] = (
        await this.db
          .selectFrom('lessons')
          .selectAll()
          .orderBy('date', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((row) => ({
        id: Number(row.id),
        blog_id: Number(row.blog_id),
        slug: String(row.slug),
        title: String(row.title),
        type: row.type === 'video' ? 'video' : 'article',
        popular: Boolean(row.popular),
        date: String(row.date),
        data: json<LessonData>(row.data),
      }));
      const playlists: PlaylistRecord[] = (
        await this.db.selectFrom('playlists').selectAll().orderBy('date').orderBy('id').execute()
      ).map((row) => ({
        id: Number(row.id),
        blog_id: Number(row.blog_id),
        slug: String(row.slug),
        title: String(row.title),
        status: String(row.status),
        tags: json(row.tags),
        lessons: json<number[]>(row.lessons),
        date: String(row.date),
        data: json(row.data),
      }));
      return indexTraining(lessons, playlists);
    })();
    return this.loaded;
  }
}

export function lessonImage(url: string): LessonImage {
  return { sizes: { card_short: { url }, lesson_feature: { url } } };
}

/** A lesson in a list: its text only for signed-in members (visitors open it one by one). */
export function presentLessonBrief(lesson: LessonRecord, withContent = false): Lesson {
  return {
    id: lesson.id,
    blog_id: lesson.blog_id,
    title: lesson.title,
    slug: lesson.slug,
    content: { rendered: withContent ? lesson.data.content : '' },
    excerpt: lesson.data.excerpt,
    image: lessonImage(lesson.data.image),
    type: lesson.type,
    tags: lesson.data.tags,
    categories: lesson.data.categories,
    duration: lesson.data.duration,
    date: lesson.date,
  };
}

/**
 * Each lesson's brief as UTF-8 JSON, written once per load of the content, its closing brace left
 * for the member's progress (`lessonWithProgressJson`). A member's home lists a hundred modules of
 * ten lessons each: building those thousand briefs, serializing them and encoding the 590 KB
 * answer on every call took most of the instance's thread at L (README, "Members' journeys at
 * each size").
 */
const briefsWritten = new WeakMap<TrainingData, Map<number, Buffer>>();
const NOT_COMPLETE = Buffer.from(',"complete":false,"completed_on":null}');

/** `presentLessonBrief(lesson)` with the member's `complete` and `completed_on`: JSON in pieces. */
export function lessonWithProgressJson(
  data: TrainingData,
  lesson: LessonRecord,
  progress: Progress,
): Buffer[] {
  let written = briefsWritten.get(data);
  if (!written) briefsWritten.set(data, (written = new Map()));
  let open = written.get(lesson.id);
  if (open === undefined) {
    open = Buffer.from(JSON.stringify(presentLessonBrief(lesson)).slice(0, -1));
    written.set(lesson.id, open);
  }
  const on = progress.get(lesson.id);
  if (on === undefined) return [open, NOT_COMPLETE];
  return [open, Buffer.from(`,"complete":true,"completed_on":${JSON.stringify(on)}}`)];
}

export type Progress = Map<number, string>;

export async function progressOf(
  db: Db,
  session: Session | undefined,
  playlistId?: number,
): Promise<Progress> {
  return session ? completionsOf(db, session.user.id, playlistId) : new Map();
}

/** The lessons a member completed (in one module, or anywhere): lesson id → its date. */
export async function completionsOf(
  db: Db,
  userId: number,
  playlistId?: number,
): Promise<Progress> {
  const rows = playlistId
    ? await db
        .selectFrom('lesson_progress')
        .select(['lesson_id', 'completed_on'])
        .where('user_id', '=', userId)
        .where('playlist_id', '=', playlistId)
        .execute()
    : await db
        .selectFrom('lesson_progress')
        .select((eb) => ['lesson_id', eb.fn.max('completed_on').as('completed_on')])
        .where('user_id', '=', userId)
        .groupBy('lesson_id')
        .execute();
  return new Map(rows.map((row) => [Number(row.lesson_id), String(row.completed_on)]));
}

/**
 * The first three lessons, in the lessons' order, sharing a tag with `lesson`: each tag's own list
 * is in that order, so its first four (one may be the lesson) are all it can give.
 */
function relatedLessons(lesson: LessonRecord, all: TrainingData): LessonRecord[] {
  const candidates = new Set<LessonRecord>();
  for (const tag of lesson.data.tags)
    for (const other of (all.lessonsByTag.get(tag.slug) ?? []).slice(0, 4))
      if (other.id !== lesson.id) candidates.add(other);
  const order = (other: LessonRecord) => all.lessonOrder.get(other.id) ?? 0;
  return [...candidates].sort((a, b) => order(a) - order(b)).slice(0, 3);
}

export function presentLesson(
  lesson: LessonRecord,
  all: TrainingData,
  progress: Progress,
  canView: boolean,
): Lesson {
  const playlists = all.playlistsOfLesson.get(lesson.id) ?? [];
  const related = relatedLessons(lesson, all).map((other) => presentLessonBrief(other));
  return {
    ...presentLessonBrief(lesson),
    content: { rendered: canView ? lesson.data.content : '' },
    video_url: canView ? lesson.data.video_url : '',
    related,
    playlists: playlists.map((p) => ({
      id: p.id,
      blog_id: p.blog_id,
      slug: p.slug,
      title: p.title,
    })),
    complete: progress.has(lesson.id),
    completed_on: progress.get(lesson.id) ?? null,
    canView,
  };
}

export const playlistImage = (file: string): LessonImage => lessonImage(`/media/${file}`);

/** The lesson categories, in their order, by slug and English name. */
export async function lessonCategories(db: Db): Promise<Array<{ slug: string; name: string }>> {
  return (
    await db
      .selectFrom('training_categories')
      .select(['slug', 'name'])
      .orderBy('position')
      .execute()
  ).map((row) => ({ slug: String(row.slug), name: String(row.name) }));
}

/** The training categories named in `lang`, each falling back to English where untranslated. */
export async function trainingCategories(
  db: Db,
  lang: string,
): Promise<Array<{ slug: string; translated_slug: string; name: string; glyph: string }>> {
  const rows = await db
    .selectFrom('training_categories as c')
    .leftJoin('training_category_translations as t', (join) =>
      join.onRef('t.slug', '=', 'c.slug').on('t.lang', '=', lang),
    )
    .select((eb) => [
      'c.slug',
      eb.fn.coalesce('t.translated_slug', 'c.translated_slug').as('translated_slug'),
      eb.fn.coalesce('t.name', 'c.name').as('name'),
      'c.glyph',
    ])
    .orderBy('c.position')
    .execute();
  return rows.map((row) => ({
    slug: String(row.slug),
    translated_slug: String(row.translated_slug),
    name: String(row.name),
    glyph: String(row.glyph),
  }));
}
