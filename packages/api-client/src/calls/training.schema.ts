import { Type, type Static } from '@sinclair/typebox';
import { Collection, Id, Nullable, postFields, StringEnum } from './http.schema';
import { ImageSize, LessonCategory } from './resources.schema';

export const Category = Type.Object({
  slug: Type.String(),
  translated_slug: Type.String(),
  name: Type.String(),
  glyph: Type.String(),
});
export type Category = Static<typeof Category>;

export const Tag = Type.Object({ slug: Type.String(), name: Type.Optional(Type.String()) });
export type Tag = Static<typeof Tag>;

export const LessonImage = Type.Object({
  sizes: Type.Object(
    { card_short: Type.Optional(ImageSize), lesson_feature: Type.Optional(ImageSize) },
    { additionalProperties: ImageSize },
  ),
});
export type LessonImage = Static<typeof LessonImage>;

/** What every lesson carries, in a module's list as on its own page. */
const lessonBrief = {
  ...postFields,
  content: Type.Object({ rendered: Type.String() }),
  excerpt: Type.Optional(Type.String()),
  image: Type.Optional(Nullable(LessonImage)),
  type: StringEnum(['article', 'video']),
  tags: Type.Optional(Type.Array(Tag)),
  categories: Type.Optional(Type.Array(LessonCategory)),
  /** Seconds. */
  duration: Type.Number(),
  date: Type.Optional(Type.String()),
  video_url: Type.Optional(Nullable(Type.String())),
};
/** What a lesson's own page adds: the modules it is in, the member's progress, access. */
const lessonPage = {
  playlists: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        blog_id: Type.Integer(),
        slug: Type.String(),
        title: Type.Optional(Type.String()),
      }),
    ),
  ),
  complete: Type.Optional(Type.Boolean()),
  completed_on: Type.Optional(Nullable(Type.String())),
  /** @default true */
  canView: Type.Optional(Type.Boolean()),
};

/** A lesson as it appears among another lesson's related ones. */
export const RelatedLesson = Type.Object({ ...lessonBrief, ...lessonPage });
export type RelatedLesson = Static<typeof RelatedLesson>;

export const Lesson = Type.Object({
  ...lessonBrief,
  related: Type.Optional(Type.Array(RelatedLesson)),
  ...lessonPage,
});
export type Lesson = Static<typeof Lesson>;

export const Playlist = Type.Object({
  ...postFields,
  status: Type.Optional(Type.String()),
  content: Type.Object({ rendered: Type.String() }),
  tags: Type.Array(Tag),
  image: Type.Optional(Nullable(LessonImage)),
  /** Seconds. */
  duration: Type.Number(),
  lessons: Type.Array(Lesson),
  canView: Type.Optional(Type.Boolean()),
});
export type Playlist = Static<typeof Playlist>;

/** Query of GET /wp/v2/lesson. */
export const LessonQuery = Type.Object({
  ...Collection(10),
  popular: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
  type: Type.Optional(StringEnum(['article', 'video', ''])),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});

/**
 * Query of GET /wp/v2/playlist: `training_tag` comma-joined; the playlist to leave out as
 * `post__not_in` (comma-joined, or WordPress's `post__not_in[0]=…`).
 */
export const PlaylistQuery = Type.Object(
  {
    ...Collection(10),
    training_tag: Type.Optional(Type.String({ maxLength: 500 })),
    post__not_in: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { patternProperties: { '^post__not_in\\[\\d+\\]$': Type.Integer({ minimum: 0 }) } },
);

/** GET /wp/v2/lesson/{key} and /wp/v2/playlist/{key}: an id or a slug. */
export const PostKey = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) });

/** POST /wp/v2/playlist/lesson-complete; a lesson outside any module has playlist 0. */
export const LessonCompletePayload = Type.Object({
  lesson_id: Id,
  lesson_blog_id: Id,
  playlist_id: Type.Integer({ minimum: 0 }),
  playlist_blog_id: Type.Integer({ minimum: 0 }),
});
export type LessonCompletePayload = Static<typeof LessonCompletePayload>;

/** Answer of POST /wp/v2/playlist/lesson-complete (decided). */
export const LessonCompleteResponse = Type.Object({
  success: Type.Optional(Type.Boolean()),
  lesson_id: Type.Integer(),
  complete: Type.Boolean(),
  completed_on: Type.String(),
});
export type LessonCompleteResponse = Static<typeof LessonCompleteResponse>;

/** GET /wp/v2/lesson/{id}/position: where a member stopped a video. */
export const LessonPosition = Type.Object({
  lesson_id: Type.Integer(),
  /** Seconds. */
  position: Type.Number(),
  /** Seconds. */
  duration: Type.Number(),
  /** ISO 8601; null when never saved. */
  updated: Nullable(Type.String()),
});
export type LessonPosition = Static<typeof LessonPosition>;

/** PUT /wp/v2/lesson/{id}/position */
export const LessonPositionPayload = Type.Object({
  position: Type.Number({ minimum: 0 }),
  duration: Type.Number({ minimum: 0 }),
});
export type LessonPositionPayload = Static<typeof LessonPositionPayload>;
