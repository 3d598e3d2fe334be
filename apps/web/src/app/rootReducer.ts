import { combineSlices } from '@reduxjs/toolkit';
import type { AccountsState } from '../features/accounts/slice';
import { appStatusSlice } from '../features/app-status/slice';
import type { CoursesState } from '../features/courses/slice';
import type { DashboardState } from '../features/dashboard/slice';
import type { OrganizationsState } from '../features/organizations/slice';
import { resourcesSlice } from '../features/resources/slice';
import { searchSlice } from '../features/search/slice';
import { sessionSlice } from '../features/session/slice';
import type { TrainingState } from '../features/training/slice';
import { shellSlice } from '../shell/slice';

/** State of the areas that load with their routes (`app/areas.ts` injects their slices). */
export interface LazyAreaStates {
  accounts: AccountsState;
  courses: CoursesState;
  dashboard: DashboardState;
  organizations: OrganizationsState;
  training: TrainingState;
}

export const rootReducer = combineSlices(
  appStatusSlice,
  sessionSlice,
  shellSlice,
  resourcesSlice,
  searchSlice,
).withLazyLoadedSlices<LazyAreaStates>();
