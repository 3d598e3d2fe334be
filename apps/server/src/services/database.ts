import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables the migrations in `store/` build (versions 1–10, one DDL per dialect), as Kysely reads
 * and writes them.
 * JSON documents are kept as text (`data`, `meta`, `languages`…) and read with `json()`; flags are
 * 0/1 integers, times ISO-8601 text unless named otherwise.
 */

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface MetaTable {
  key: string;
  value: string;
}

export interface LanguagesTable {
  code: string;
  label: string;
  native_name: string;
  public: number;
  selected: number;
  dir: string;
  position: number;
}

export interface FeaturesTable {
  key: string;
  enabled: number;
}

export interface RolesTable {
  value: string;
  label: string;
  position: number;
}

export interface TermTable {
  id: number;
  name: string;
  slug: string;
}

export interface LocationsTable {
  id: number;
  name: string;
  parent: number;
  locality_type_label: string | null;
}

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  phone_number: Defaulted<string>;
  denomination: number | null;
  type: number | null;
  address: Defaulted<string>;
  city: Defaulted<string>;
  locality: number | null;
  country: number | null;
  postal_code: Defaulted<string>;
  meta: Defaulted<string>;
  created: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** Unique whatever its case: compare it with `sameText`. */
  email: string;
  password_hash: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  mobile_number: Defaulted<string>;
  country: number | null;
  locality: number | null;
  /** JSON array of role names. */
  roles: string;
  organization_id: number | null;
  birthday: string | null;
  preferences: Defaulted<string>;
  created: string;
}

export interface AccountRequestsTable {
  code: string;
  email: string;
  data: string;
  source: string;
  created: string;
  used: Defaulted<number>;
}

export interface RecoveryKeysTable {
  key: string;
  email: string;
  /** Milliseconds since the epoch. */
  created: number;
  used: Defaulted<number>;
}

export interface RevokedTokensTable {
  jti: string;
  /** Seconds since the epoch. */
  expires: number;
}

export interface ProductsTable {
  id: number;
  blog_id: number;
  slug: string;
  title: string;
  price: number;
  data: string;
}

export interface UserProductsTable {
  user_id: number;
  product_id: number;
  blog_id: number;
  created: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  blog_id: number;
  amount: number;
  last4: string;
  status: string;
  created: string;
}

export interface ResourcesTable {
  id: number;
  blog_id: number;
  slug: string;
  title: string;
  section: string;
  bucket: string;
  type: string;
  date: string;
  view_count: Defaulted<number>;
  download_count: Defaulted<number>;
  data: string;
}

export interface BucketsTable {
  name: string;
  label: string;
  description: string;
  parent: string | null;
  position: number;
}

/** One encoding of a video offered for download, as `videos.downloads` lists them (JSON). */
export interface VideoDownload {
  quality: string;
  public_name: string;
  width: number;
  height: number;
  file: string;
}

export interface VideosTable {
  id: number;
  blog_id: number;
  title: string;
  duration: number;
  file: string;
  /** JSON array of `VideoDownload`. */
  downloads: string;
  /** JSON array of `{language, file, subtitles?}`, the video's own language first (version 5). */
  languages: Defaulted<string>;
}

export interface DownloadLinksTable {
  token: string;
  file: string;
  name: string;
  expires: number;
}

export interface TrainingCategoriesTable {
  slug: string;
  translated_slug: string;
  name: string;
  glyph: string;
  position: number;
}

export interface TrainingCategoryTranslationsTable {
  slug: string;
  lang: string;
  name: string;
  translated_slug: string;
}

export interface LessonsTable {
  id: number;
  blog_id: number;
  slug: string;
  title: string;
  type: string;
  popular: number;
  date: string;
  data: string;
}

export interface PlaylistsTable {
  id: number;
  blog_id: number;
  slug: string;
  title: string;
  status: string;
  tags: string;
  lessons: string;
  date: string;
  data: string;
}

export interface LessonProgressTable {
  user_id: number;
  lesson_id: number;
  lesson_blog_id: number;
  playlist_id: number;
  playlist_blog_id: number;
  completed_on: string;
}

export interface LessonPositionsTable {
  user_id: number;
  lesson_id: number;
  position: number;
  duration: number;
  updated: string;
}

export interface VisitorViewsTable {
  visitor: string;
  lesson_id: number;
}

export interface PopularTermsTable {
  term: string;
  created: string;
  updated: string;
  hits: number;
  visitors: Defaulted<number>;
}

export interface PopularTermVisitorsTable {
  term: string;
  visitor: string;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  links: string;
  created: string;
}

export interface CoursesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  blog_id: number;
  organization_id: number | null;
  name: string;
  start_date: string;
  created: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: number;
}

export interface CaptionTracksTable {
  video_id: number;
  language: string;
  position: number;
  file: string;
  digest: string;
}

/** The caption cues, as the search's word index reads them (`domain/search/search-index.ts`). */
export interface CaptionCuesTable {
  text: string;
  video_id: number;
  language: string;
  start_ms: number;
  end_ms: number;
}

/** A member's study plan (`domain/plans`). */
export interface StudyPlansTable {
  user_id: number;
  /** JSON array of iCalendar day names (`MO`…`SU`). */
  days: string;
  /** `HH:MM`, local to `timezone`. */
  time: string;
  /** Minutes. */
  duration: number;
  /** IANA name. */
  timezone: string;
  /** `en`, `es` or `he`. */
  language: string;
  /** A module's slug, or null for whatever the home continues. */
  module: string | null;
  /** `YYYY-MM-DD`, or null. */
  finish_by: string | null;
  /** The calendar address's secret. */
  token: string;
  /** The calendar event's UID, the same for the plan's whole life. */
  uid: string;
  created: string;
  updated: string;
}

/** A certificate of a completed module (`domain/certificates`). */
export interface CertificatesTable {
  id: string;
  user_id: number;
  module_id: number;
  module_slug: string;
  module_title: string;
  /** The member's name when it was issued. */
  name: string;
  issued: string;
  /** The signing key's id. */
  kid: string;
  /** The signed VC-JWT. */
  credential: string;
  revoked_at: string | null;
}

/** A certificate signing key (Ed25519), as JWKs in JSON. */
export interface SigningKeysTable {
  kid: string;
  generation: number;
  public_jwk: string;
  private_jwk: string;
  created: string;
  retired_at: string | null;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied: string;
}

export interface Database {
  meta: MetaTable;
  languages: LanguagesTable;
  features: FeaturesTable;
  roles: RolesTable;
  denominations: TermTable;
  organization_types: TermTable;
  locations: LocationsTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  account_requests: AccountRequestsTable;
  recovery_keys: RecoveryKeysTable;
  revoked_tokens: RevokedTokensTable;
  products: ProductsTable;
  user_products: UserProductsTable;
  payments: PaymentsTable;
  resources: ResourcesTable;
  buckets: BucketsTable;
  videos: VideosTable;
  download_links: DownloadLinksTable;
  training_categories: TrainingCategoriesTable;
  training_category_translations: TrainingCategoryTranslationsTable;
  lessons: LessonsTable;
  playlists: PlaylistsTable;
  lesson_progress: LessonProgressTable;
  lesson_positions: LessonPositionsTable;
  visitor_views: VisitorViewsTable;
  popular_terms: PopularTermsTable;
  popular_term_visitors: PopularTermVisitorsTable;
  outbox: OutboxTable;
  courses: CoursesTable;
  rate_limits: RateLimitsTable;
  caption_tracks: CaptionTracksTable;
  caption_cues: CaptionCuesTable;
  study_plans: StudyPlansTable;
  certificates: CertificatesTable;
  signing_keys: SigningKeysTable;
  schema_migrations: SchemaMigrationsTable;
}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
