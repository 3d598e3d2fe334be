/*
 * The wire contract's types. Each area's shapes are schemas in `calls/<area>.schema.ts` (the
 * `@campus/api-client/contract` entry), and their types are derived from them there; this file
 * re-exports the types alone, so no schema reaches a bundle that only calls the API. The types
 * here are the client's own: paging as the client reads it and queries as it writes them.
 */
import type { Static } from '@sinclair/typebox';
import type { CourseQuery as CourseQuerySchema } from './calls/courses.schema';
import type {
  LessonQuery as LessonQuerySchema,
  PlaylistQuery as PlaylistQuerySchema,
} from './calls/training.schema';
import type {
  ResourceQuery as ResourceQuerySchema,
  SearchQuery as SearchQuerySchema,
} from './calls/resources.schema';

export { RecoveryResponseType } from './recovery';
export type { SuccessResponse } from './calls/http.schema';
export type { AppStatus, FeatureFlag, Language } from './calls/site.schema';
export type {
  Address,
  Denomination,
  LocationTerm,
  LocationValue,
  Organization,
  OrganizationMeta,
  OrganizationPayload,
  OrganizationSearch,
  OrganizationType,
  OrganizationUniquePayload,
  OrganizationUniqueResponse,
  PlaceRef,
  PreferencePayload,
  PreferenceValue,
  RoleOption,
  UserPreferences,
} from './calls/organizations.schema';
export type {
  DenyingProduct,
  DownloadMeta,
  DownloadOption,
  ImageSize,
  LearningPostType,
  LessonCategory,
  Media,
  PopularTerm,
  ProductRef,
  RelatedResource,
  Resource,
  ResourceBucket,
  SearchResults,
  SearchResultSet,
  SearchSection,
  SpokenMatch,
  SpokenResultSet,
  Video,
  VideoLanguage,
} from './calls/resources.schema';
export type {
  CourseStats,
  LoginOptions,
  LoginPayload,
  LoginResponse,
  PendingAccountPayload,
  Profile,
  ProfileUpdate,
  RecoveryInitPayload,
  RecoveryResponse,
  RecoverySetPayload,
  RecoveryVerifyQuery,
  ResetPasswordPayload,
  SignupPayload,
  SignupResponse,
  TokenValidation,
  TrainingStats,
  UserExistsPayload,
  UserExistsResponse,
  VerificationData,
  VerificationSource,
  VerifyAccountPayload,
  VerifyAccountResponse,
} from './calls/users.schema';
export type {
  Category,
  Lesson,
  LessonCompletePayload,
  LessonCompleteResponse,
  LessonImage,
  LessonPosition,
  LessonPositionPayload,
  Playlist,
  RelatedLesson,
  Tag,
} from './calls/training.schema';
export type {
  CardDetails,
  Course,
  CoursePayload,
  Product,
  ProductSession,
  PurchasePayload,
  PurchaseResponse,
  Series,
} from './calls/courses.schema';
export type {
  CalendarLinks,
  ModuleRef,
  StudyPlan,
  StudyPlanDeleted,
  StudyPlanPayload,
  Weekday,
} from './calls/plans.schema';
export type { Certificate, PublicCertificate, Revocation } from './calls/certificates.schema';

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

/** Query of GET /wp/v2/resource. */
export type ResourceQuery = Static<typeof ResourceQuerySchema> & Query;
/** Query of GET /wp/v2/search. */
export type SearchQuery = Static<typeof SearchQuerySchema> & Query;
/** Query of GET /wp/v2/lesson. */
export type LessonQuery = Static<typeof LessonQuerySchema> & Query;
/** Query of GET /wp/v2/course. */
export type CourseQuery = Static<typeof CourseQuerySchema> & Query;
/**
 * Query of GET /wp/v2/playlist as the client writes it: `training_tag` as a list (sent
 * comma-joined), the playlist to leave out as its id and blog id.
 */
export type PlaylistQuery = Omit<
  Static<typeof PlaylistQuerySchema>,
  'training_tag' | 'post__not_in'
> & {
  training_tag?: readonly string[];
  post__not_in?: readonly number[];
  [key: string]: QueryValue;
};
