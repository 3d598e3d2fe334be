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
import type { Task } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { getServices, type Services } from '../../kit/services';
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
  searchCancelled,
  searchFailed,
  searchRequested,
  searchSlow,
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

/** Every read of the search gives up at the app's deadline for reads (README, "Slow reads"). */
const timely = ({ timing }: Services) => ({ deadlineMs: timing.readDeadlineMs });

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Runs a call with an abort signal that fires if the saga is cancelled (a newer search, Cancel). */
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
  const services = yield* getServices();
  yield put(popularTermsLoading());
  try {
    const terms: PopularTerm[] = yield call(getPopularTerms, services.api, timely(services));
    yield put(popularTermsLoaded(terms));
  } catch (error) {
    console.error('Popular search terms could not be loaded.', error);
    yield put(popularTermsFailed());
  }
}

/** Series names (GET /wp/v2/product) and lesson categories; either may fail without the other. */
function* loadFilterOptions() {
  const status: SearchState['optionsStatus'] = yield select(selectFilterOptionsStatus);
  if (status === 'ready' || status === 'loading') return;
  const services = yield* getServices();
  const { api } = services;
  yield put(filterOptionsLoading());
  const settle = <T>(promise: Promise<T>, fallback: T) =>
    promise.catch((error: unknown) => {
      // Given up with the page (a server render that ended): nothing to report.
      if (!isAbort(error)) console.error('A search filter list could not be loaded.', error);
      return fallback;
    });
  const noProducts: Paged<Product> = { items: [], total: 0, totalPages: 0 };
  const [products, categories]: [Paged<Product>, LessonCategory[]] = yield* abortable((signal) =>
    Promise.all([
      settle(getProducts(api, { per_page: 100 }, { ...timely(services), signal }), noProducts),
      settle(getLessonCategories(api, { ...timely(services), signal }), [] as LessonCategory[]),
    ]),
  );
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

/** A search still unanswered after `timing.slowReadMs` says so, and the page offers Cancel. */
function* sayWhenSlow(requestId: number) {
  const { timing } = yield* getServices();
  yield delay(timing.slowReadMs);
  yield put(searchSlow({ requestId }));
}

/**
 * After Cancel the page is the empty search, the box holding the term. The address is replaced, so
 * Back leads to the page before the stopped search (an earlier search's results, from the cache).
 */
function* followCancel({ payload }: ReturnType<typeof searchCancelled>) {
  const { navigate } = yield* getServices();
  yield call(navigate, '/search', { replace: true, state: payload });
}

interface SearchOutcome {
  results?: SearchResults;
  stopped?: ReturnType<typeof searchCancelled>;
}

function* runSearch({ payload: { q } }: PayloadAction<{ q: string }>) {
  const services = yield* getServices();
  const { api } = services;
  const requestId: number = yield select(selectSearchRequestId);
  const hint: Task = yield fork(sayWhenSlow, requestId);
  try {
    // Cancel wins the race, and the losing read is cancelled, which aborts its request.
    const { results, stopped }: SearchOutcome = yield race({
      results: call(abortable<SearchResults>, (signal) =>
        search(api, { search: q, offset: 0, per_page: PAGE_SIZE }, { signal, ...timely(services) }),
      ),
      stopped: take(searchCancelled.type),
    });
    if (stopped) yield* followCancel(stopped);
    if (!results) return;
    yield put(searchSucceeded({ requestId, results }));
    yield* afterResults();
  } catch (error) {
    if (isAbort(error)) return;
    console.error('The search failed.', error);
    yield put(searchFailed({ requestId }));
  } finally {
    yield cancel(hint);
  }
}

function* loadMore({
  payload: { section },
}: PayloadAction<{ section: (typeof SECTIONS)[number] }>) {
  const { query, requestId, sections }: SearchState = yield select(selectSearch);
  const set = sections[section];
  if (query === null || set.loadingMore || set.posts.length >= set.total) return;
  const services = yield* getServices();
  const { api } = services;
  const offset = set.posts.length;
  yield put(moreStarted({ section }));
  try {
    const results: SearchResults = yield* abortable((signal) =>
      search(
        api,
        { search: query, section, offset, per_page: PAGE_SIZE },
        { signal, ...timely(services) },
      ),
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
