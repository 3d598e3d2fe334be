import type { LessonCategory, Lesson, Product, Resource, SearchSection } from '@campus/api-client';
import { createSelector } from '@reduxjs/toolkit';
import { SECTIONS, type SearchState, type SectionFilters } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
export type SearchRoot = { search: SearchState };
type State = SearchRoot;

export const selectSearch = (state: State) => state.search;
export const selectPopularTermsStatus = (state: State) => state.search.popularTermsStatus;
export const selectFilterOptionsStatus = (state: State) => state.search.optionsStatus;
export const selectSearchRequestId = (state: State) => state.search.requestId;
/** The search under way has waited long enough to offer Cancel. */
export const selectSearchSlow = (state: State) => state.search.slow;
export const selectSections = (state: State) => state.search.sections;
export const selectSpoken = (state: State) => state.search.spoken;
/** Whether the shown search found anything at all, spoken moments included. */
export const selectFound = ({ search: { sections, spoken } }: State) =>
  spoken.total > 0 || SECTIONS.some((section) => sections[section].total > 0);
export const selectSection = (state: State, section: SearchSection) =>
  state.search.sections[section];
export const selectSectionFilters = (state: State, section: SearchSection) =>
  state.search.filters[section];
export const selectSeriesProducts = (state: State) => state.search.products;
export const selectLessonCategories = (state: State) => state.search.categories;

/** A learning hit may say which modules hold it (the lesson's `playlists`). */
export type LearningResult = Resource & Pick<Lesson, 'playlists'>;

export const seriesKey = (product: { id: number; blog_id: number }) =>
  `${product.id}:${product.blog_id}`;

const categorySlug = (category: number | LessonCategory) =>
  typeof category === 'object' ? category.slug : String(category);

/**
 * Results are filtered on the client by series (product id and blog), category and type (pinned by
 * SearchScreen.test.tsx).
 */
export function applyFilters(posts: readonly Resource[], filters: SectionFilters): Resource[] {
  return posts.filter(
    (post) =>
      (!filters.type || post.type === filters.type) &&
      (!filters.series || post.products.some((product) => seriesKey(product) === filters.series)) &&
      (!filters.category ||
        (post.categories ?? []).some((category) => categorySlug(category) === filters.category)),
  );
}

export const makeSelectFiltered = (section: SearchSection) =>
  createSelector(
    [
      (state: State) => state.search.sections[section].posts,
      (state: State) => state.search.filters[section],
    ],
    applyFilters,
  );

/** The series the loaded results of a section belong to, named from the product list. */
export function seriesOptions(posts: readonly Resource[], products: readonly Product[]) {
  const present = new Set(posts.flatMap((post) => post.products.map(seriesKey)));
  return products
    .filter((product) => present.has(seriesKey(product)))
    .map((product) => ({ value: seriesKey(product), label: product.title }));
}

/** Where a learning hit opens in the Learning Centre (pinned by SearchScreen.test.tsx). */
export function learningPath(result: LearningResult): string {
  if (result.type === 'playlist') return `/training/${result.slug}`;
  const module = result.type === 'video' ? result.playlists?.[0] : undefined;
  return module ? `/training/${module.slug}/${result.slug}` : `/training/article/${result.slug}`;
}
