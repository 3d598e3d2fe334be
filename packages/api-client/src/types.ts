/*
 * The wire contract: one type per payload and answer of both specifications' call tables.
 * Shapes marked "decided" are not shown in the specifications; the README's contract table lists them.
 */
import type { LocationTerm } from './settings';

// ---------------------------------------------------------------- site and status

/** GET /wp/v2/appStatus */
export interface AppStatus {
  applicationHash: string;
  restartRequired: boolean;
}

/** One entry of GET /wp/v2/features-config */
export interface FeatureFlag {
  key: string;
  enabled: boolean;
}

/** GET /ab/v1/languages */
export interface Language {
  code: string;
  label: string;
  native_name: string;
  public: boolean;
  selected: boolean;
  /** Writing direction; not in the original spec, needed for right-to-left layout. */
  dir?: 'ltr' | 'rtl';
}

/** An answer listing items with the `x-wp-total` / `x-wp-totalpages` headers read. */
export interface Paged<T> {
  items: T[];
  /** `x-wp-total`; the item count when the header is missing. */
  total: number;
  /** `x-wp-totalpages`; 1 when the header is missing. */
  totalPages: number;
}

/** Query values, serialised the way WordPress (PHP) reads them: `a[0]=1`, `a[b]=2`. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

/** The acknowledgement of a write whose answer the specifications do not show (decided). */
export interface SuccessResponse {
  success: boolean;
}

// ---------------------------------------------------------------- organizations and preferences

/** GET /wp/v2/users/roles */
export interface RoleOption {
  value: string;
  label: string;
}

/** GET /wp/v2/denominations (decided: the same id/name pair the organization form selects). */
export interface Denomination {
  id: number;
  name: string;
  slug: string;
}

/** GET /wp/v2/organization-types (decided, like denominations). */
export interface OrganizationType {
  id: number;
  name: string;
  slug: string;
}

/** A country or locality reference inside an address. */
export interface PlaceRef {
  slug: string;
  name: string;
}

export interface Address {
  place_id?: string;
  address?: string;
  city?: string;
  postal_code?: string;
  locality?: PlaceRef | null;
  country?: PlaceRef | null;
  position?: { lat: number; lng: number } | null;
  /** Minutes. */
  utc_offset?: number;
  venue_label?: string;
}

export interface LocationValue {
  country: LocationTerm | null;
  locality: LocationTerm | null;
}

/**
 * `meta` of an organization: the ids behind the display names of `denomination`, `type`,
 * `locality` and `country` (null when unset), which the organization form selects by.
 */
export interface OrganizationMeta {
  denomination_id: number | null;
  type_id: number | null;
  locality_id: number | null;
  country_id: number | null;
  [key: string]: unknown;
}

export interface Organization {
  id: number;
  name: string;
  phoneNumber: string;
  /** Display name; the id is `meta.denomination_id`. */
  denomination: string;
  /** Display name; the id is `meta.type_id`. */
  type: string;
  address: string;
  city: string;
  /** Display name; the id is `meta.locality_id`. */
  locality: string;
  /** Display name; the id is `meta.country_id`. */
  country: string;
  postalCode: string;
  meta: OrganizationMeta;
  formatted_address: string;
}

/** POST /wp/v2/organization (course creation step 1): ids where `Organization` has names. */
export interface OrganizationPayload {
  name: string;
  denomination: number;
  type: number;
  phoneNumber?: string;
  address?: string;
  city?: string;
  locality?: number | null;
  country?: number | null;
  postalCode?: string;
  meta?: Record<string, unknown>;
}

/** Query of GET /wp/v2/organization; spec default per_page 30, paged 1. */
export interface OrganizationSearch {
  search?: string;
  per_page?: number;
  paged?: number;
}

/** POST /wp/v2/organization/unique */
export interface OrganizationUniquePayload {
  name: string;
  location: LocationValue | { country: number; locality?: number | null };
}

/** Answer of POST /wp/v2/organization/unique (decided). */
export interface OrganizationUniqueResponse {
  unique: boolean;
  /** Organizations with the same name at the same location. */
  matches: Organization[];
}

export type PreferenceValue =
  | string
  | number
  | boolean
  | null
  | PreferenceValue[]
  | {
      [key: string]: PreferenceValue;
    };
export type UserPreferences = Record<string, PreferenceValue>;

/** POST /wp/v2/user/preferences */
export interface PreferencePayload {
  key: string;
  value: PreferenceValue;
}

// ---------------------------------------------------------------- resources and downloads

export interface ImageSize {
  url: string;
  width?: number;
  height?: number;
}

export interface ProductRef {
  id: number;
  blog_id: number;
}

/**
 * A product named in an access denial: its title for the dialog, its slug for `/courses/run/{slug}`.
 * An unknown product is titled 'the related product' with a null slug (no 'Run this Series' link).
 */
export interface DenyingProduct extends ProductRef {
  title: string;
  slug: string | null;
}

export interface DownloadMeta {
  quality: string;
  size: number;
  public_name: string;
}

export interface VideoLanguage {
  language: string;
  subtitles?: string | null;
  video: string;
}

export interface Video {
  ID?: number;
  id: number;
  blog_id: number;
  url: string;
  title: string;
  /** Seconds. */
  duration: number;
  language?: string;
  languages?: VideoLanguage[];
  subtitles?: string | null;
  external_url?: string | null;
  setDownloads?: boolean;
  meta?: { download?: DownloadMeta[] };
}

export type LearningPostType = 'article' | 'playlist' | 'video';

export interface Resource {
  id: number;
  blog_id: number;
  title: string;
  type: 'video' | 'document' | LearningPostType;
  thumbnail?: { sizes: { medium?: ImageSize; [size: string]: ImageSize | undefined } } | null;
  video?: Video | null;
  attachedDocument?: { url: string } | null;
  products: ProductRef[];
  error?: string | null;
  /** The products that would open a denied resource; null or absent when it is open. */
  error_products?: DenyingProduct[] | null;
  canPreview?: boolean;
  canView?: boolean;
  categories?: Array<number | LessonCategory>;
  slug: string;
  is_playlist?: boolean;
  is_lesson?: boolean;
  date?: string;
  iconName?: string;
  relatedDocuments?: Resource[];
}

export interface ResourceBucket {
  name: string;
  label: string;
  description?: string;
  items: Resource[];
  buckets?: ResourceBucket[];
}

/** Query of GET /wp/v2/resource. */
export interface ResourceQuery extends Query {
  format?: 'bucket';
  search?: string;
  type?: string;
  per_page?: number;
  offset?: number;
  page?: number;
}

export interface Media {
  url: string;
  type: string;
  file: string;
  filesize: number;
  meta?: { download?: DownloadMeta[] };
}

export interface DownloadOption {
  public_name: string;
  width: number;
  height: number;
  quality: string;
  size: number;
  link: string;
  /** When the link stops working (ISO 8601). */
  expires: string;
}

// ---------------------------------------------------------------- search

export type SearchSection = 'materials' | 'promotional' | 'learning';

export interface SearchResultSet {
  posts: Resource[];
  total: number;
  query: { page: number; offset: number; per_page: number };
}

/**
 * A moment inside a video where the searched words are spoken: one caption cue, in the page's
 * language where the video has captions in it, else in the video's own language.
 */
export interface SpokenMatch {
  /** The video record the words were found in. */
  video: number;
  /** The captions' language. */
  language: string;
  /** Seconds from the start of the recording where the cue begins. */
  start: number;
  /** The cue's words, on one line. */
  text: string;
  /** `[from, to)` character ranges of `text` that matched the search. */
  highlights: Array<[number, number]>;
  /** The lesson's or the resource's title. */
  title: string;
  thumbnail?: string | null;
  /** Where it plays when it plays in the Learning Centre: `/training/{module}/{slug}`. */
  lesson?: { id: number; slug: string; module: string };
  /** Where it plays when it plays in the library: `/resources?resource={id}&blog={blog_id}`. */
  resource?: { id: number; blog_id: number };
}

export interface SpokenResultSet {
  matches: SpokenMatch[];
  total: number;
}

/**
 * Each section's page of results; `spoken`, the moments inside videos, comes with a search of every
 * section (no `section`, or `all`).
 */
export type SearchResults = Partial<Record<SearchSection, SearchResultSet>> & {
  spoken?: SpokenResultSet;
};

/** Query of GET /wp/v2/search ("and others"). */
export interface SearchQuery extends Query {
  search: string;
  offset?: number;
  per_page?: number;
  section?: SearchSection;
}

export interface PopularTerm {
  term: string;
  created: string;
  updated: string;
}

// ---------------------------------------------------------------- users and auth

export interface LoginOptions {
  skipSalesForce?: boolean;
  isAdminQA?: boolean;
  [option: string]: unknown;
}

/** POST /jwt-auth/v1/token */
export interface LoginPayload {
  user_email: string;
  password: string;
  options: LoginOptions;
}

export interface CourseStats {
  activeCourses: number;
  [stat: string]: unknown;
}

export interface TrainingStats {
  [stat: string]: unknown;
}

/** The member's profile as GET /user/profile/{id} and POST /user/update answer it. */
export interface Profile {
  id: number;
  email: string;
  first_name?: string;
  last_name?: string;
  mobileNumber?: string;
  /** ISO date; the app parses it to a date. */
  birthday?: string | null;
  country?: number | string | null;
  locality?: number | string | null;
  user_roles: string[];
  organization?: Organization | null;
  organizationId?: number | null;
  preferences?: UserPreferences;
  trainingStats?: TrainingStats;
  courseStats?: CourseStats;
  [field: string]: unknown;
}

export interface LoginResponse {
  token: string;
  profile: Profile;
  organization: Organization | null;
}

/** Answer of POST /jwt-auth/v1/token/validate (decided: the jwt-auth plugin's answer). */
export interface TokenValidation {
  code: string;
  data: { status: number };
}

/** POST /user/exists */
export interface UserExistsPayload {
  email: string;
}

/** Answer of POST /user/exists (decided). */
export interface UserExistsResponse {
  exists: boolean;
}

/** POST /user/account/request: the sign-up form as sent. */
export interface SignupPayload {
  first_name: string;
  last_name: string;
  email: string;
  mobileNumber?: string;
  country: number | null;
  locality?: number | null;
  password: string;
  confirmPassword: string;
  agreedToTerms: boolean;
}

/** Answer of POST /user/account/request (decided). */
export interface SignupResponse {
  success: boolean;
  message?: string;
}

export type VerificationSource = 'survey' | 'other';

/** Answer of POST /user/account/pending: what the verification screen shows. */
export interface VerificationData {
  user: { email: string; first_name: string; password?: string };
  privacyContent?: string;
  /** Welcome HTML. */
  content?: string;
  source: VerificationSource;
}

/** POST /user/account/pending */
export interface PendingAccountPayload {
  code: string;
}

/** POST /user/account/verify */
export interface VerifyAccountPayload {
  code: string;
  user: { email: string; first_name?: string; password?: string };
}

export interface VerifyAccountResponse {
  user_roles: string[];
  [field: string]: unknown;
}

/** Recovery response types 0 to 4 (pinned by calls.test.ts). */
export enum RecoveryResponseType {
  Error = 0,
  VerificationSent = 1,
  VerificationFailed = 2,
  Verified = 3,
  Completed = 4,
}

export interface RecoveryResponse {
  responseType: RecoveryResponseType;
  data?: { role?: string; email?: string };
}

/** POST /user/recoverpwd/init */
export interface RecoveryInitPayload {
  email: string;
}

/** GET /user/recoverpwd/verify */
export interface RecoveryVerifyQuery {
  key: string;
  login: string;
}

/** POST /user/recoverpwd/set */
export interface RecoverySetPayload extends RecoveryVerifyQuery {
  password: string;
}

/** POST /user/resetpwd */
export interface ResetPasswordPayload {
  password: string;
  oldPassword: string;
}

// ---------------------------------------------------------------- lessons, playlists, categories

export interface LessonCategory {
  name: string;
  slug: string;
}

export interface Category {
  slug: string;
  translated_slug: string;
  name: string;
  glyph: string;
}

export interface Tag {
  slug: string;
  name?: string;
}

export interface LessonImage {
  sizes: {
    card_short?: ImageSize;
    lesson_feature?: ImageSize;
    [size: string]: ImageSize | undefined;
  };
}

export interface Lesson {
  id: number;
  blog_id: number;
  title: string;
  slug: string;
  content: { rendered: string };
  excerpt?: string;
  image?: LessonImage | null;
  type: 'article' | 'video';
  tags?: Tag[];
  categories?: LessonCategory[];
  /** Seconds. */
  duration: number;
  related?: Lesson[];
  video_url?: string | null;
  playlists?: Array<{ id: number; blog_id: number; slug: string; title?: string }>;
  complete?: boolean;
  completed_on?: string | null;
  date?: string;
  /** @default true */
  canView?: boolean;
}

export interface Playlist {
  id: number;
  blog_id: number;
  title: string;
  slug: string;
  content: { rendered: string };
  lessons: Lesson[];
  tags: Tag[];
  /** Seconds. */
  duration: number;
  image?: LessonImage | null;
  status?: 'publish' | 'private' | string;
  canView?: boolean;
}

/** Query of GET /wp/v2/lesson. */
export interface LessonQuery extends Query {
  popular?: 0 | 1;
  type?: 'article' | 'video';
  per_page?: number;
  offset?: number;
  search?: string;
  category?: string;
}

/** Query of GET /wp/v2/playlist; `training_tag` is sent comma-joined. */
export interface PlaylistQuery {
  per_page?: number;
  offset?: number;
  training_tag?: readonly string[];
  /** The playlist to leave out, as its id and blog id. */
  post__not_in?: readonly number[];
  [key: string]: QueryValue;
}

/** POST /wp/v2/playlist/lesson-complete */
export interface LessonCompletePayload {
  lesson_id: number;
  lesson_blog_id: number;
  playlist_id: number;
  playlist_blog_id: number;
}

/** Answer of POST /wp/v2/playlist/lesson-complete (decided). */
export interface LessonCompleteResponse {
  lesson_id: number;
  complete: boolean;
  completed_on: string;
}

/** GET /wp/v2/lesson/{id}/position: where a member stopped a video. */
export interface LessonPosition {
  lesson_id: number;
  /** Seconds. */
  position: number;
  /** Seconds. */
  duration: number;
  /** ISO 8601; null when never saved. */
  updated: string | null;
}

/** PUT /wp/v2/lesson/{id}/position */
export interface LessonPositionPayload {
  position: number;
  duration: number;
}

// ---------------------------------------------------------------- courses and products

export interface Product {
  id: number;
  blog_id: number;
  title: string;
  slug: string;
  price?: number;
  currency_code?: string;
  image?: ImageSize | null;
  excerpt?: string;
  /** The member already runs (or may open) this series; false for visitors. */
  active?: boolean;
  /** Costs nothing: a course can be created without a purchase. */
  free?: boolean;
  weeks?: number;
  sessions?: ProductSession[];
}

export interface ProductSession {
  week: number;
  title: string;
}

/** GET /wp/v2/course/{slug}: the series to run (`/courses/run/{slug}`), with its resources. */
export interface Series extends Product {
  resources: Resource[];
}

/** A course run by the member (`context=mine`) or in the library (decided). */
export interface Course {
  id: number;
  blog_id: number;
  title: string;
  slug: string;
  product?: ProductRef | null;
  status?: string;
  start_date?: string | null;
  organization_id?: number | null;
  [field: string]: unknown;
}

/** Query of GET /wp/v2/course. */
export interface CourseQuery extends Query {
  context?: 'mine' | 'view';
  per_page?: number;
  offset?: number;
}

/** Body of POST /wp/v2/course and PUT /wp/v2/course/{id} (decided). */
export interface CoursePayload {
  title?: string;
  product_id?: number;
  blog_id?: number;
  /** The running organization; on create, the member's own organization when absent. */
  organization_id?: number | null;
  start_date?: string | null;
  acknowledged?: boolean;
  [field: string]: unknown;
}

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

/** POST /wp/v2/product/purchase */
export interface PurchasePayload {
  product_id: number;
  blog_id: number;
  card: CardDetails;
}

/** Answer of POST /wp/v2/product/purchase (decided). */
export interface PurchaseResponse {
  success: boolean;
  order_id: number;
  product_id: number;
  blog_id: number;
  course?: Course | null;
}
