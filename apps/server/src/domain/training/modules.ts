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

/** Content rarely changes and is read on every page: keep it in memory, keyed by database. */
export class TrainingModules {
  private loaded: Promise<{ lessons: LessonRecord[]; playlists: PlaylistRecord[] }> | undefined;

  constructor(private readonly db: Db) {}

  /** Reads the store again at the next `load` (a store seeded again, `domain/search`). */
  forget(): void {
    this.loaded = undefined;
  }

  load() {
    this.loaded ??= (async () => ({
      lessons: (
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
      })),
      playlists: (
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
      })),
    }))();
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

export function presentLesson(
  lesson: LessonRecord,
  all: { lessons: LessonRecord[]; playlists: PlaylistRecord[] },
  progress: Progress,
  canView: boolean,
): Lesson {
  const playlists = all.playlists.filter((p) => p.lessons.includes(lesson.id));
  const tagSlugs = new Set(lesson.data.tags.map((t) => t.slug));
  const related = all.lessons
    .filter((other) => other.id !== lesson.id && other.data.tags.some((t) => tagSlugs.has(t.slug)))
    .slice(0, 3)
    .map((other) => presentLessonBrief(other));
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
