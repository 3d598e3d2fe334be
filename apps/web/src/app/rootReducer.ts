import { combineSlices } from '@reduxjs/toolkit';
import type { AccountsState } from '../features/accounts';
import { appStatusSlice } from '../features/app-status';
import type { CoursesState } from '../features/courses';
import type { OrganizationsState } from '../features/organizations';
import type { PlaybackState } from '../features/playback';
import type { ResourcesState } from '../features/resources';
import type { SearchState } from '../features/search';
import { sessionSlice } from '../features/session';
import type { TrainingState } from '../features/training';
import { shellSlice } from '../shell';

/** State of the areas that load with their routes (`app/areas.ts` injects their slices). */
export interface LazyAreaStates {
  accounts: AccountsState;
  courses: CoursesState;
  organizations: OrganizationsState;
  playback: PlaybackState;
  resources: ResourcesState;
  search: SearchState;
  training: TrainingState;
}

export const rootReducer = combineSlices(
  appStatusSlice,
  sessionSlice,
  shellSlice,
).withLazyLoadedSlices<LazyAreaStates>();
