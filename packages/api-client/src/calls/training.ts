import type { ApiClient } from '../client';
import type {
  Category,
  Lesson,
  LessonCategory,
  LessonCompletePayload,
  LessonCompleteResponse,
  LessonPosition,
  LessonPositionPayload,
  LessonQuery,
  Playlist,
  PlaylistQuery,
  SuccessResponse,
} from '../types';
import { get, list, write, type CallOptions } from './http';
import type { PostRef } from './resources';

const LESSON = '/wp/v2/lesson';
const PLAYLIST = '/wp/v2/playlist';

/** GET /wp/v2/lesson (never cached), with the totals. */
export const getLessons = (client: ApiClient, query: LessonQuery = {}, opts?: CallOptions) =>
  list<Lesson>(client, LESSON, query, opts);

/** GET /wp/v2/lesson/{id or slug}, fixed `_fields` (pinned by calls.test.ts); never cached. */
export const getLesson = (client: ApiClient, idOrSlug: number | string, opts?: CallOptions) =>
  get<Lesson>(
    client,
    `${LESSON}/${idOrSlug}`,
    {
      _fields:
        'id,title,slug,content,excerpt,image,type,tags,categories,duration,related,video_url',
    },
    opts,
  );

/** GET /wp/v2/lesson/{id}/position: where the member stopped the lesson's video (never cached). */
export const getLessonPosition = (client: ApiClient, id: number, opts?: CallOptions) =>
  get<LessonPosition>(client, `${LESSON}/${id}/position`, undefined, opts);

/** GET /wp/v2/lesson-positions: the member's saved positions, latest first, with the totals (never cached). */
export const getLessonPositions = (
  client: ApiClient,
  query: { per_page?: number; offset?: number } = {},
  opts?: CallOptions,
) => list<LessonPosition>(client, '/wp/v2/lesson-positions', query, opts);

/** PUT /wp/v2/lesson/{id}/position; answers the saved position. */
export const saveLessonPosition = (
  client: ApiClient,
  id: number,
  payload: LessonPositionPayload,
  opts?: CallOptions,
) => write<LessonPosition>(client, 'PUT', `${LESSON}/${id}/position`, payload, opts);

/** GET /wp/v2/lesson-categories: the category filter of the learning search. */
export const getLessonCategories = (client: ApiClient, opts?: CallOptions) =>
  get<LessonCategory[]>(client, '/wp/v2/lesson-categories', undefined, opts);

/** GET /rtnetwork/v1/training_category */
export const getTrainingCategories = (client: ApiClient, opts?: CallOptions) =>
  get<Category[]>(client, '/rtnetwork/v1/training_category', undefined, opts);

/** GET /wp/v2/playlist (never cached), `training_tag` comma-joined, with the totals. */
export const getPlaylists = (
  client: ApiClient,
  { training_tag, ...query }: PlaylistQuery = {},
  opts?: CallOptions,
) => list<Playlist>(client, PLAYLIST, { ...query, training_tag: training_tag?.join(',') }, opts);

/** GET /wp/v2/playlist/{id or slug}, fixed `_fields` (pinned by calls.test.ts); never cached. */
export const getPlaylist = (client: ApiClient, idOrSlug: number | string, opts?: CallOptions) =>
  get<Playlist>(
    client,
    `${PLAYLIST}/${idOrSlug}`,
    { _fields: 'id,blog_id,title,content,lessons,tags,duration,slug,image' },
    opts,
  );

/** POST /wp/v2/playlist/lesson-complete */
export const completeLesson = (
  client: ApiClient,
  payload: LessonCompletePayload,
  opts?: CallOptions,
) => write<LessonCompleteResponse>(client, 'POST', `${PLAYLIST}/lesson-complete`, payload, opts);

/** DELETE /wp/v2/playlist/{blog_id}/{id}/progress: the module's progress starts over. */
export const resetPlaylistProgress = (
  client: ApiClient,
  { id, blog_id }: PostRef,
  opts?: CallOptions,
) =>
  write<SuccessResponse>(
    client,
    'DELETE',
    `${PLAYLIST}/${blog_id}/${id}/progress`,
    undefined,
    opts,
  );
