import type { RootState } from '../../app/store';

export const selectLibrary = (state: RootState) => state.courses.library;
export const selectMyCourses = (state: RootState) => state.courses.mine;
export const selectSeries = (state: RootState) => state.courses.series;
export const selectPurchase = (state: RootState) => state.courses.purchase;
export const selectCreation = (state: RootState) => state.courses.creation;
