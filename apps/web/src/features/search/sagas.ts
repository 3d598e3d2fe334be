import {
  getLessonCategories,
  getPopularTerms,
  getProducts,
  search,
  type LessonCategory,
  type Paged,
  type PopularTerm,
  type Product,
  type SearchResults,
} from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  all,
  call,
  cancelled,
  fork,
  put,
  select,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { getServices } from '../../kit/services';
import {
  filterOptionsLoaded,
  filterOptionsLoading,
  handedOverResultsAdopted,
  moreFailed,
  moreLoaded,
  moreRequested,
  moreStarted,
  popularTermsFailed,
  popularTermsLoaded,
  popularTermsLoading,
  popularTermsRequested,
  searchFailed,
  searchRequested,
  searchSucceeded,
  type SECTIONS,
  type SearchState,
} from './slice';
import {
  selectFilterOptionsStatus,
  selectFound,
  selectPopularTermsStatus,
  selectSearch,
  selectSearchRequestId,
} from './selectors';

/** Infinite scroll loads 20 per page using an offset (pinned by sagas.test.ts). */
export const PAGE_SIZE = 20;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Runs a call with an abort signal that fires if the saga is cancelled (a newer search). */
function* abortable<T>(run: (signal: AbortSignal) => Promise<T>) {
  const controller = new AbortController();
  try {
    return (yield call(run, controller.signal)) as T;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

function* loadPopularTerms() {
  const status: SearchState['popularTermsStatus'] = yield select(selectPopularTermsStatus);
  if (status === 'ready') return;
  const { api } = yield* getServices();
  yield put(popularTermsLoading());
  try {
    const terms: PopularTerm[] = yield call(getPopularTerms, api);
    yield put(popularTermsLoaded(terms));
  } catch (error) {
    console.error('Popular search terms could not be loaded.', error);
    yield put(popularTermsFailed());
  }
}

/** The panel is in the first bundle, so it fetches nothing until it is opened. */
/** Series names (GET /wp/v2/product) and lesson categories; either may fail without the other. */
function* loadFilterOptions() {
  const status: SearchState['optionsStatus'] = yield select(selectFilterOptionsStatus);
  if (status === 'ready' || status === 'loading') return;
  const { api } = yield* getServices();
  yield put(filterOptionsLoading());
  const settle = <T>(promise: Promise<T>, fallback: T) =>
    promise.catch((error: unknown) => {
      console.error('A search filter list could not be loaded.', error);
      return fallback;
    });
  const [products, categories]: [Paged<Product>, LessonCategory[]] = yield all([
    call(settle<Paged<Product>>, getProducts(api, { per_page: 100 }), {
      items: [],
      total: 0,
      totalPages: 0,
    }),
    call(settle<LessonCategory[]>, getLessonCategories(api), []),
  ]);
  yield put(filterOptionsLoaded({ products: products.items, categories }));
}

/**
 * What a results page loads once its results are in the store, fetched or handed over with the
 * page: filter options, or popular search terms when nothing was found (pinned by sagas.test.ts).
 */
function* afterResults() {
  const found: boolean = yield select(selectFound);
  if (!found) yield put(popularTermsRequested());
  else yield fork(loadFilterOptions);
}

function* runSearch({ payload: { q } }: PayloadAction<{ q: string }>) {
  const { api } = yield* getServices();
  const requestId: number = yield select(selectSearchRequestId);
  try {
    const results: SearchResults = yield* abortable((signal) =>
      search(api, { search: q, offset: 0, per_page: PAGE_SIZE }, { signal }),
    );
    yield put(searchSucceeded({ requestId, results }));
    yield* afterResults();
  } catch (error) {
    if (isAbort(error)) return;
    console.error('The search failed.', error);
    yield put(searchFailed({ requestId }));
  }
}

function* loadMore({
  payload: { section },
}: PayloadAction<{ section: (typeof SECTIONS)[number] }>) {
  const { query, requestId, sections }: SearchState = yield select(selectSearch);
  const set = sections[section];
  if (query === null || set.loadingMore || set.posts.length >= set.total) return;
  const { api } = yield* getServices();
  const offset = set.posts.length;
  yield put(moreStarted({ section }));
  try {
    const results: SearchResults = yield* abortable((signal) =>
      search(api, { search: query, section, offset, per_page: PAGE_SIZE }, { signal }),
    );
    const page = results[section];
    yield put(
      moreLoaded({
        requestId,
        section,
        offset,
        posts: page?.posts ?? [],
        total: page?.total ?? offset,
      }),
    );
  } catch (error) {
    if (isAbort(error)) return;
    console.error('More search results could not be loaded.', error);
    yield put(moreFailed({ requestId, section }));
  }
}

export function* searchSaga() {
  yield takeLeading(popularTermsRequested.type, loadPopularTerms);
  yield takeLatest(searchRequested.type, runSearch);
  yield takeLeading(handedOverResultsAdopted.type, afterResults);
  yield takeEvery(moreRequested.type, loadMore);
}
