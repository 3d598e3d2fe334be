import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CardDetails, Course, Product, Series } from '@campus/api-client';

/** What a screen shows of a failed call: the server's code and message. */
export interface AreaError {
  code: string;
  message: string;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CoursesState {
  /** The course library (GET /wp/v2/product); also where runs find their series' weeks and sessions. */
  library: { status: LoadStatus; items: Product[]; error: AreaError | null };
  /** The member's course runs (GET /wp/v2/course?context=mine). */
  mine: { status: LoadStatus; items: Course[]; error: AreaError | null };
  /** The series of /courses/run/{slug}; `locked` when it is paid and the member does not run it. */
  series: {
    slug: string | null;
    status: LoadStatus | 'locked';
    item: Series | null;
    error: AreaError | null;
  };
  purchase: {
    status: 'idle' | 'submitting' | 'succeeded' | 'failed';
    productId: number | null;
    error: AreaError | null;
  };
  /** The course being created at /courses/new/step/1/. */
  creation: {
    status: 'idle' | 'submitting' | 'created' | 'failed';
    course: Course | null;
    error: AreaError | null;
  };
}

const initialState: CoursesState = {
  library: { status: 'idle', items: [], error: null },
  mine: { status: 'idle', items: [], error: null },
  series: { slug: null, status: 'idle', item: null, error: null },
  purchase: { status: 'idle', productId: null, error: null },
  creation: { status: 'idle', course: null, error: null },
};

export interface CourseDraft {
  product: { id: number; blog_id: number };
  title: string;
  startDate: string;
  organizationId: number;
  acknowledged: boolean;
}

export const coursesSlice = createSlice({
  name: 'courses',
  initialState,
  reducers: {
    libraryRequested(state) {
      state.library.status = state.library.items.length > 0 ? 'ready' : 'loading';
      state.library.error = null;
    },
    librarySucceeded(state, { payload }: PayloadAction<Product[]>) {
      state.library = { status: 'ready', items: payload, error: null };
    },
    libraryFailed(state, { payload }: PayloadAction<AreaError>) {
      state.library.status = 'failed';
      state.library.error = payload;
    },
    myCoursesRequested(state) {
      state.mine.status = state.mine.status === 'ready' ? 'ready' : 'loading';
      state.mine.error = null;
    },
    myCoursesSucceeded(state, { payload }: PayloadAction<Course[]>) {
      state.mine = { status: 'ready', items: payload, error: null };
    },
    myCoursesFailed(state, { payload }: PayloadAction<AreaError>) {
      state.mine.status = 'failed';
      state.mine.error = payload;
    },
    seriesRequested(state, { payload }: PayloadAction<{ slug: string }>) {
      const sameSlug = state.series.slug === payload.slug;
      const shown = sameSlug && state.series.item !== null;
      state.series = {
        slug: payload.slug,
        status: shown ? 'ready' : 'loading',
        item: shown ? state.series.item : null,
        error: null,
      };
      // A purchase's outcome belongs to its series: kept while that series reloads after it.
      if (!sameSlug) state.purchase = initialState.purchase;
    },
    seriesSucceeded(state, { payload }: PayloadAction<Series>) {
      state.series.status = 'ready';
      state.series.item = payload;
    },
    seriesLocked(state, { payload }: PayloadAction<AreaError>) {
      state.series.status = 'locked';
      state.series.item = null;
      state.series.error = payload;
    },
    seriesFailed(state, { payload }: PayloadAction<AreaError>) {
      state.series.status = 'failed';
      state.series.error = payload;
    },
    purchaseSubmitted(
      state,
      { payload }: PayloadAction<{ product: { id: number; blog_id: number }; card: CardDetails }>,
    ) {
      state.purchase = { status: 'submitting', productId: payload.product.id, error: null };
    },
    purchaseSucceeded(state) {
      state.purchase.status = 'succeeded';
    },
    purchaseFailed(state, { payload }: PayloadAction<AreaError>) {
      state.purchase.status = 'failed';
      state.purchase.error = payload;
    },
    /** The create-a-course screen opened: the CreateCourse event and the form's lists. */
    courseCreationStarted(state) {
      state.creation = initialState.creation;
    },
    courseCreationSubmitted(state, _action: PayloadAction<CourseDraft>) {
      state.creation = { status: 'submitting', course: null, error: null };
    },
    courseCreated(state, { payload }: PayloadAction<Course>) {
      state.creation = { status: 'created', course: payload, error: null };
    },
    courseCreationFailed(state, { payload }: PayloadAction<AreaError>) {
      state.creation = { status: 'failed', course: null, error: payload };
    },
  },
});

export const {
  libraryRequested,
  librarySucceeded,
  libraryFailed,
  myCoursesRequested,
  myCoursesSucceeded,
  myCoursesFailed,
  seriesRequested,
  seriesSucceeded,
  seriesLocked,
  seriesFailed,
  purchaseSubmitted,
  purchaseSucceeded,
  purchaseFailed,
  courseCreationStarted,
  courseCreationSubmitted,
  courseCreated,
  courseCreationFailed,
} = coursesSlice.actions;
