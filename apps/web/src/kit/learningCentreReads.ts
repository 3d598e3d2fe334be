import {
  getLessons,
  getPlaylists,
  getTrainingCategories,
  type ApiClient,
  type Playlist,
} from '@campus/api-client';
import { call } from 'redux-saga/effects';

/**
 * The calls the Learning Centre's pages make, written once for the two rooms that make them: the
 * Learning Centre (`features/training`) to show its pages, and saving a module for offline
 * (`features/offline`) to keep their answers. A saved module answers only the very calls the
 * screens make, so they cannot be written twice; on this floor, neither room imports the other.
 */

/** The first page of modules (pinned by the Learning Centre's screens.test.tsx). */
export const FIRST_MODULES = 6;
/** Popular articles and videos, asked for with popular=1 (README, "Learning Centre"). */
export const POPULAR_COUNT = 3;
/** Related playlists in the block; the dialog shows the first 2 (README, "Learning Centre"). */
export const RELATED_COUNT = 3;

/** The Learning Centre's own page: its first modules, popular articles and videos, categories. */
export const learningCentreReads = (api: ApiClient) => [
  call(getPlaylists, api, { per_page: FIRST_MODULES, offset: 0 }),
  call(getLessons, api, { popular: 1, type: 'article', per_page: POPULAR_COUNT }),
  call(getLessons, api, { popular: 1, type: 'video', per_page: POPULAR_COUNT }),
  call(getTrainingCategories, api),
];

/** The modules suggested under `playlist`. */
export const relatedModulesRead = (api: ApiClient, playlist: Playlist) =>
  call(getPlaylists, api, {
    per_page: RELATED_COUNT,
    training_tag: playlist.tags.map((tag) => tag.slug),
    post__not_in: [playlist.id, playlist.blog_id],
  });
