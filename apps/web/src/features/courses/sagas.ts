import {
  createCourse,
  getMyCourses,
  getProducts,
  getSeries,
  isApiError,
  purchaseProduct,
  type ApiClient,
  type Course,
  type Paged,
  type Product,
  type Series,
} from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { getServices } from '../../kit/services';
import { trackCourseCreated, trackCreateCourse } from '../analytics';
import {
  courseCreated,
  courseCreationFailed,
  courseCreationStarted,
  courseCreationSubmitted,
  libraryFailed,
  libraryRequested,
  librarySucceeded,
  myCoursesFailed,
  myCoursesRequested,
  myCoursesSucceeded,
  purchaseFailed,
  purchaseSubmitted,
  purchaseSucceeded,
  seriesFailed,
  seriesLocked,
  seriesRequested,
  seriesSucceeded,
  type AreaError,
  type CourseDraft,
} from './slice';
import { selectLibraryStatus, selectSeriesSlug } from './selectors';

/** Every failure as the screens show it; the server's own message where there is one. */
export function toAreaError(error: unknown): AreaError {
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { code: 'unknown_error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Answers that depend on which series the member runs. The client clears the course and user
 * caches on a purchase; the library's `active` flags and the resources' access errors change too.
 */
function forgetAccessAnswers(api: ApiClient) {
  for (const prefix of ['/wp/v2/product', '/wp/v2/resource', '/wp/v2/search'])
    api.clearCache(prefix);
}

function* loadLibrary() {
  const { api } = yield* getServices();
  try {
    const page: Paged<Product> = yield call(getProducts, api, { per_page: 100 });
    yield put(librarySucceeded(page.items));
  } catch (error) {
    yield put(libraryFailed(toAreaError(error)));
  }
}

function* loadMyCourses() {
  const { api } = yield* getServices();
  // The runs' weeks and sessions come from their series in the library.
  const libraryStatus: string = yield select(selectLibraryStatus);
  if (libraryStatus !== 'ready') yield put(libraryRequested());
  try {
    const page: Paged<Course> = yield call(getMyCourses, api, { per_page: 100 });
    yield put(myCoursesSucceeded(page.items));
  } catch (error) {
    yield put(myCoursesFailed(toAreaError(error)));
  }
}

function* loadSeries({ payload }: PayloadAction<{ slug: string }>) {
  const { api } = yield* getServices();
  const libraryStatus: string = yield select(selectLibraryStatus);
  if (libraryStatus !== 'ready') yield put(libraryRequested());
  try {
    const series: Series = yield call(getSeries, api, payload.slug);
    yield put(seriesSucceeded(series));
  } catch (error) {
    const failure = toAreaError(error);
    if (failure.code === 'rest_forbidden_product') yield put(seriesLocked(failure));
    else yield put(seriesFailed(failure));
  }
}

function* purchase({ payload }: ReturnType<typeof purchaseSubmitted>) {
  const { api } = yield* getServices();
  try {
    yield call(purchaseProduct, api, {
      product_id: payload.product.id,
      blog_id: payload.product.blog_id,
      card: payload.card,
    });
  } catch (error) {
    yield put(purchaseFailed(toAreaError(error)));
    return;
  }
  forgetAccessAnswers(api);
  yield put(purchaseSucceeded());
  const slug: string | null = yield select(selectSeriesSlug);
  yield put(libraryRequested());
  if (slug) yield put(seriesRequested({ slug }));
}

function* startCreation() {
  yield put(trackCreateCourse());
  const libraryStatus: string = yield select(selectLibraryStatus);
  if (libraryStatus !== 'ready') yield put(libraryRequested());
}

function* create({ payload }: PayloadAction<CourseDraft>) {
  const { api } = yield* getServices();
  try {
    const course: Course = yield call(createCourse, api, {
      product_id: payload.product.id,
      blog_id: payload.product.blog_id,
      organization_id: payload.organizationId,
      title: payload.title.trim() || undefined,
      start_date: payload.startDate || null,
      acknowledged: payload.acknowledged,
    });
    // A free series becomes one of the member's series when a course of it is created.
    forgetAccessAnswers(api);
    yield put(courseCreated(course));
    yield put(trackCourseCreated({ courseId: course.id }));
    yield all([put(myCoursesRequested()), put(libraryRequested())]);
  } catch (error) {
    yield put(courseCreationFailed(toAreaError(error)));
  }
}

export function* coursesSaga() {
  yield all([
    takeLatest(libraryRequested.type, loadLibrary),
    takeLatest(myCoursesRequested.type, loadMyCourses),
    takeLatest(seriesRequested.type, loadSeries),
    takeLeading(purchaseSubmitted.type, purchase),
    takeLatest(courseCreationStarted.type, startCreation),
    takeLeading(courseCreationSubmitted.type, create),
  ]);
}
