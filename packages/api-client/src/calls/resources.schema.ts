import { Type, type Static } from '@sinclair/typebox';
import { Collection, Id, Nullable, Offset, PerPage, postFields, StringEnum } from './http.schema';

/** A training category as a lesson or a resource names it. */
export const LessonCategory = Type.Object({ slug: Type.String(), name: Type.String() });
export type LessonCategory = Static<typeof LessonCategory>;

export const ImageSize = Type.Object({
  url: Type.String(),
  width: Type.Optional(Type.Number()),
  height: Type.Optional(Type.Number()),
});
export type ImageSize = Static<typeof ImageSize>;

export const ProductRef = Type.Object({ id: Type.Integer(), blog_id: Type.Integer() });
export type ProductRef = Static<typeof ProductRef>;

/**
 * A product named in an access denial: its title for the dialog, its slug for `/courses/run/{slug}`.
 * An unknown product is titled 'the related product' with a null slug (no 'Run this Series' link).
 */
export const DenyingProduct = Type.Object({
  id: Type.Integer(),
  blog_id: Type.Integer(),
  title: Type.String(),
  slug: Nullable(Type.String()),
});
export type DenyingProduct = Static<typeof DenyingProduct>;

export const DownloadMeta = Type.Object({
  quality: Type.String(),
  size: Type.Number(),
  public_name: Type.String(),
});
export type DownloadMeta = Static<typeof DownloadMeta>;

export const VideoLanguage = Type.Object({
  language: Type.String(),
  video: Type.String(),
  subtitles: Type.Optional(Nullable(Type.String())),
});
export type VideoLanguage = Static<typeof VideoLanguage>;

export const Video = Type.Object({
  ID: Type.Optional(Type.Integer()),
  id: Type.Integer(),
  blog_id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  /** Seconds. */
  duration: Type.Number(),
  language: Type.Optional(Type.String()),
  languages: Type.Optional(Type.Array(VideoLanguage)),
  subtitles: Type.Optional(Nullable(Type.String())),
  external_url: Type.Optional(Nullable(Type.String())),
  setDownloads: Type.Optional(Type.Boolean()),
  meta: Type.Optional(Type.Object({ download: Type.Optional(Type.Array(DownloadMeta)) })),
});
export type Video = Static<typeof Video>;

export const LearningPostType = StringEnum(['article', 'playlist', 'video']);
export type LearningPostType = Static<typeof LearningPostType>;

const resourceFields = {
  ...postFields,
  type: StringEnum(['video', 'document', 'article', 'playlist']),
  date: Type.Optional(Type.String()),
  thumbnail: Type.Optional(
    Nullable(
      Type.Object({
        sizes: Type.Object(
          { medium: Type.Optional(ImageSize) },
          { additionalProperties: ImageSize },
        ),
      }),
    ),
  ),
  video: Type.Optional(Nullable(Video)),
  attachedDocument: Type.Optional(Nullable(Type.Object({ url: Type.String() }))),
  products: Type.Array(ProductRef),
  error: Type.Optional(Nullable(Type.String())),
  /** The products that would open a denied resource; null or absent when it is open. */
  error_products: Type.Optional(Nullable(Type.Array(DenyingProduct))),
  canPreview: Type.Optional(Type.Boolean()),
  canView: Type.Optional(Type.Boolean()),
  categories: Type.Optional(Type.Array(Type.Union([Type.Integer(), LessonCategory]))),
  is_playlist: Type.Optional(Type.Boolean()),
  is_lesson: Type.Optional(Type.Boolean()),
  iconName: Type.Optional(Type.String()),
};

/** A resource as it appears among another one's related documents. */
export const RelatedResource = Type.Object(resourceFields);
export type RelatedResource = Static<typeof RelatedResource>;

/** `[from, to)` character ranges of `title` whose words matched a search (search results only). */
const titleHighlights = Type.Optional(Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])));

export const Resource = Type.Object({
  ...resourceFields,
  relatedDocuments: Type.Optional(Type.Array(RelatedResource)),
  highlights: titleHighlights,
});
export type Resource = Static<typeof Resource>;

/** A bucket of the library's tree: its resources and the buckets under it. */
export const ResourceBucket = Type.Recursive(
  (bucket) =>
    Type.Object({
      name: Type.String(),
      label: Type.String(),
      description: Type.Optional(Type.String()),
      items: Type.Array(Resource),
      buckets: Type.Optional(Type.Array(bucket)),
    }),
  { $id: 'ResourceBucket' },
);
export type ResourceBucket = Static<typeof ResourceBucket>;

/** Answer of GET /wp/v2/resource: a page of resources, or with `format=bucket` the bucket tree. */
export const ResourceList = Type.Unsafe<Resource[] | ResourceBucket[]>({
  if: { type: 'array', items: { type: 'object', required: ['items'] } },
  then: Type.Array(ResourceBucket),
  else: Type.Array(Resource),
});

/** Answer of PATCH /wp/v2/blog/{blog}/post/{id}/viewcount and /downloadcount: the new count. */
export const PostCount = Type.Object({
  success: Type.Boolean(),
  id: Type.Integer(),
  blog_id: Type.Integer(),
  view_count: Type.Optional(Type.Integer()),
  download_count: Type.Optional(Type.Integer()),
});

/** Query of GET /wp/v2/resource. */
export const ResourceQuery = Type.Object({
  format: Type.Optional(StringEnum(['bucket', 'list'])),
  section: Type.Optional(StringEnum(['materials', 'promotional'])),
  bucket: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(StringEnum(['video', 'document', ''])),
  product: Type.Optional(Id),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  ...Collection(100),
});

export const Media = Type.Object({
  url: Type.String(),
  type: Type.String(),
  file: Type.String(),
  filesize: Type.Number(),
  meta: Type.Optional(Type.Object({ download: Type.Optional(Type.Array(DownloadMeta)) })),
});
export type Media = Static<typeof Media>;

export const DownloadOption = Type.Object({
  public_name: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
  quality: Type.String(),
  size: Type.Number(),
  link: Type.String(),
  /** When the link stops working (ISO 8601). */
  expires: Type.String(),
});
export type DownloadOption = Static<typeof DownloadOption>;

// ---------------------------------------------------------------- search

export const SearchSection = StringEnum(['materials', 'promotional', 'learning']);
export type SearchSection = Static<typeof SearchSection>;

export const SearchResultSet = Type.Object({
  posts: Type.Array(Resource),
  total: Type.Integer(),
  query: Type.Object({ page: Type.Integer(), offset: Type.Integer(), per_page: Type.Integer() }),
});
export type SearchResultSet = Static<typeof SearchResultSet>;

/** A module or lesson among the results of the `learning` section: a resource's card fields. */
export const LearningResult = Type.Object({
  ...postFields,
  type: LearningPostType,
  products: Type.Array(ProductRef),
  canView: Type.Boolean(),
  canPreview: Type.Boolean(),
  is_playlist: Type.Boolean(),
  is_lesson: Type.Boolean(),
  iconName: Type.String(),
  thumbnail: Type.Object({ sizes: Type.Object({ medium: ImageSize }) }),
  categories: Type.Array(LessonCategory),
  date: Type.String(),
  highlights: titleHighlights,
});
export type LearningResult = Static<typeof LearningResult>;

export const LearningResultSet = Type.Object({
  posts: Type.Array(LearningResult),
  total: Type.Integer(),
  query: SearchResultSet.properties.query,
});

/**
 * A moment inside a video where the searched words are spoken: one caption cue, in the page's
 * language where the video has captions in it, else in the video's own language.
 */
export const SpokenMatch = Type.Object({
  /** The video record the words were found in. */
  video: Type.Integer(),
  /** The captions' language. */
  language: Type.String(),
  /** Seconds from the start of the recording where the cue begins. */
  start: Type.Number(),
  /** The cue's words, on one line. */
  text: Type.String(),
  /** `[from, to)` character ranges of `text` that matched the search. */
  highlights: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])),
  /** The lesson's or the resource's title. */
  title: Type.String(),
  thumbnail: Type.Optional(Nullable(Type.String())),
  /** Where it plays when it plays in the Learning Centre: `/training/{module}/{slug}`. */
  lesson: Type.Optional(
    Type.Object({ id: Type.Integer(), slug: Type.String(), module: Type.String() }),
  ),
  /** Where it plays when it plays in the library: `/resources?resource={id}&blog={blog_id}`. */
  resource: Type.Optional(Type.Object({ id: Type.Integer(), blog_id: Type.Integer() })),
});
export type SpokenMatch = Static<typeof SpokenMatch>;

export const SpokenResultSet = Type.Object({
  matches: Type.Array(SpokenMatch),
  total: Type.Integer(),
});
export type SpokenResultSet = Static<typeof SpokenResultSet>;

/**
 * Each section's page of results; `spoken`, the moments inside videos, comes with a search of every
 * section (no `section`, or `all`).
 */
export const SearchResults = Type.Object({
  materials: Type.Optional(SearchResultSet),
  promotional: Type.Optional(SearchResultSet),
  /** Written as `LearningResultSet` lists it; read as resources, which learning results are. */
  learning: Type.Optional(Type.Unsafe<SearchResultSet>(LearningResultSet)),
  spoken: Type.Optional(SpokenResultSet),
  /**
   * When the search found nothing anywhere: a close query that finds something ("did you mean"),
   * made of words the content or the captions have.
   */
  suggestion: Type.Optional(Type.String()),
});
export type SearchResults = Static<typeof SearchResults>;

/** Query of GET /wp/v2/search. */
export const SearchQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, default: '' })),
  offset: Type.Optional(Offset),
  per_page: Type.Optional(PerPage(20)),
  section: Type.Optional(StringEnum(['materials', 'promotional', 'learning', 'all', ''])),
  type: Type.Optional(StringEnum(['video', 'document', 'article', 'playlist', ''])),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  product: Type.Optional(Id),
});

export const PopularTerm = Type.Object({
  term: Type.String(),
  created: Type.String(),
  updated: Type.String(),
});
export type PopularTerm = Static<typeof PopularTerm>;
