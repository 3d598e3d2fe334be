import type { CoursesState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
type State = { courses: CoursesState };

export const selectLibrary = (state: State) => state.courses.library;
export const selectLibraryStatus = (state: State) => state.courses.library.status;
export const selectSeriesSlug = (state: State) => state.courses.series.slug;
export const selectMyCourses = (state: State) => state.courses.mine;
export const selectSeries = (state: State) => state.courses.series;
export const selectPurchase = (state: State) => state.courses.purchase;
export const selectCreation = (state: State) => state.courses.creation;
