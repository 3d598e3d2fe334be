import type {
  LessonCategory,
  PopularTerm,
  Product,
  Resource,
  SearchResults,
  SearchSection,
  SpokenMatch,
} from '@campus/api-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { searchFocusRequested } from '../../kit/events';

export const SECTIONS: readonly SearchSection[] = ['materials', 'promotional', 'learning'];

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SectionResults {
  posts: Resource[];
  total: number;
  loadingMore: boolean;
  moreFailed: boolean;
}

/** Client-side filters; an empty string means "All". */
export interface SectionFilters {
  /** `{product id}:{blog id}` for the resource sections. */
  series: string;
  /** A lesson category slug, for the learning section. */
  category: string;
  type: string;
}

export interface SearchState {
  popularTerms: PopularTerm[];
  popularTermsStatus: LoadStatus;
  /** The term whose results are shown (or loading); null before the first search. */
  query: string | null;
  /** Bumped on each search, so a late page of an earlier search is never appended. */
  requestId: number;
  status: LoadStatus;
  /** The search under way has had no answer for `timing.slowReadMs`: the page offers Cancel. */
  slow: boolean;
  sections: Record<SearchSection, SectionResults>;
  /** The moments inside videos where the words are said, best first (one page, no more). */
  spoken: { matches: SpokenMatch[]; total: number };
  /** A close query that finds something, when this one found nothing ("did you mean"). */
  suggestion: string | null;
  filters: Record<SearchSection, SectionFilters>;
  /** Filter option sources; loaded once, an empty list when they cannot be loaded. */
  products: Product[];
  categories: LessonCategory[];
  optionsStatus: LoadStatus;
  /** Bumped when the side menu's Search button is pressed on a search page. */
  focusRequest: number;
  /**
   * The term whose results came with the page (`prerender.tsx`), until the results page adopts them
   * rather than asking again; null otherwise.
   */
  handedOver: string | null;
}

const emptySection = (): SectionResults => ({
  posts: [],
  total: 0,
  loadingMore: false,
  moreFailed: false,
});
const noFilters = (): SectionFilters => ({ series: '', category: '', type: '' });

const initialState: SearchState = {
  popularTerms: [],
  popularTermsStatus: 'idle',
  query: null,
  requestId: 0,
  status: 'idle',
  slow: false,
  sections: { materials: emptySection(), promotional: emptySection(), learning: emptySection() },
  spoken: { matches: [], total: 0 },
  suggestion: null,
  filters: { materials: noFilters(), promotional: noFilters(), learning: noFilters() },
  products: [],
  categories: [],
  optionsStatus: 'idle',
  focusRequest: 0,
  handedOver: null,
};

function showResults(state: SearchState, results: SearchResults) {
  state.status = 'ready';
  state.slow = false;
  state.spoken = {
    matches: results.spoken?.matches ?? [],
    total: results.spoken?.total ?? 0,
  };
  state.suggestion = results.suggestion ?? null;
  for (const section of SECTIONS) {
    const set = results[section];
    state.sections[section] = {
      ...emptySection(),
      posts: set?.posts ?? [],
      total: set?.total ?? 0,
    };
  }
}

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    popularTermsRequested() {},
    popularTermsLoading(state) {
      state.popularTermsStatus = 'loading';
    },
    popularTermsLoaded(state, { payload }: PayloadAction<PopularTerm[]>) {
      state.popularTerms = payload;
      state.popularTermsStatus = 'ready';
    },
    popularTermsFailed(state) {
      state.popularTermsStatus = 'error';
    },
    /** The results page opened or its query changed; every section starts again from offset 0. */
    searchRequested(state, { payload }: PayloadAction<{ q: string }>) {
      state.slow = false;
      state.query = payload.q;
      state.requestId += 1;
      state.status = 'loading';
      state.sections = initialState.sections;
      state.spoken = initialState.spoken;
      state.filters = initialState.filters;
      state.handedOver = null;
    },
    searchSucceeded(
      state,
      { payload }: PayloadAction<{ requestId: number; results: SearchResults }>,
    ) {
      if (payload.requestId === state.requestId) showResults(state, payload.results);
    },
    /** The results the server rendered the page with, given to the store before it hydrates. */
    resultsHandedOver(state, { payload }: PayloadAction<{ q: string; results: SearchResults }>) {
      state.query = payload.q;
      state.requestId += 1;
      state.handedOver = payload.q;
      showResults(state, payload.results);
    },
    /** The results page shows the handed-over results as its own answer. */
    handedOverResultsAdopted(state) {
      state.handedOver = null;
    },
    searchFailed(state, { payload }: PayloadAction<{ requestId: number }>) {
      if (payload.requestId !== state.requestId) return;
      state.status = 'error';
      state.slow = false;
    },
    /** The search under way has had no answer for `timing.slowReadMs`. */
    searchSlow(state, { payload }: PayloadAction<{ requestId: number }>) {
      if (payload.requestId === state.requestId && state.status === 'loading') state.slow = true;
    },
    /**
     * The member stopped the search under way; the page then goes to the empty search, with `term`
     * (what the box held) and `section` as its navigation state.
     */
    searchCancelled(state, _action: PayloadAction<{ term: string; section: string }>) {
      if (state.status !== 'loading') return;
      // A late answer of the stopped search must not land.
      state.requestId += 1;
      state.status = 'idle';
      state.slow = false;
    },
    /** Infinite scroll (or the Load more button) reached the end of a section's list. */
    moreRequested(_state, _action: PayloadAction<{ section: SearchSection }>) {},
    moreStarted(state, { payload }: PayloadAction<{ section: SearchSection }>) {
      state.sections[payload.section].loadingMore = true;
      state.sections[payload.section].moreFailed = false;
    },
    moreLoaded(
      state,
      {
        payload,
      }: PayloadAction<{
        requestId: number;
        section: SearchSection;
        offset: number;
        posts: Resource[];
        total: number;
      }>,
    ) {
      const set = state.sections[payload.section];
      if (payload.requestId !== state.requestId || payload.offset !== set.posts.length) return;
      set.posts.push(...payload.posts);
      // Results shrinking under the reader (a resource removed) must not leave Load more spinning forever.
      set.total = payload.posts.length === 0 ? set.posts.length : payload.total;
      set.loadingMore = false;
    },
    moreFailed(state, { payload }: PayloadAction<{ requestId: number; section: SearchSection }>) {
      if (payload.requestId !== state.requestId) return;
      state.sections[payload.section].loadingMore = false;
      state.sections[payload.section].moreFailed = true;
    },
    filterChanged(
      state,
      {
        payload,
      }: PayloadAction<{ section: SearchSection; filter: keyof SectionFilters; value: string }>,
    ) {
      state.filters[payload.section][payload.filter] = payload.value;
    },
    filterOptionsLoaded(
      state,
      { payload }: PayloadAction<{ products: Product[]; categories: LessonCategory[] }>,
    ) {
      state.products = payload.products;
      state.categories = payload.categories;
      state.optionsStatus = 'ready';
    },
    filterOptionsLoading(state) {
      state.optionsStatus = 'loading';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(searchFocusRequested, (state) => {
      state.focusRequest += 1;
    });
  },
});

export const {
  popularTermsRequested,
  popularTermsLoading,
  popularTermsLoaded,
  popularTermsFailed,
  searchRequested,
  searchSucceeded,
  resultsHandedOver,
  handedOverResultsAdopted,
  searchFailed,
  searchSlow,
  searchCancelled,
  moreRequested,
  moreStarted,
  moreLoaded,
  moreFailed,
  filterChanged,
  filterOptionsLoaded,
  filterOptionsLoading,
} = searchSlice.actions;
