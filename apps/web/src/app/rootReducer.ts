import { combineSlices } from '@reduxjs/toolkit';
import type { AccountsState } from '../features/accounts';
import type { CertificatesState } from '../features/certificates';
import { appStatusSlice } from '../features/app-status';
import type { CoursesState } from '../features/courses';
import type { OrganizationsState } from '../features/organizations';
import type { PlanState } from '../features/plan';
import type { PlaybackState } from '../features/playback';
import type { ResourcesState } from '../features/resources';
import type { SearchState } from '../features/search';
import { sessionSlice } from '../features/session';
import type { TrainingState } from '../features/training';
import { shellSlice } from '../shell';

/** State of the areas that load with their routes (`app/areas.ts` injects their slices). */
export interface LazyAreaStates {
  accounts: AccountsState;
  certificates: CertificatesState;
  courses: CoursesState;
  organizations: OrganizationsState;
  plan: PlanState;
  playback: PlaybackState;
  resources: ResourcesState;
  search: SearchState;
  training: TrainingState;
}

/**
 * The store's reducer: the start's own slices, with the areas' injected as they load. Built when a
 * store is, not when this module is evaluated: its first run sets up the reducers and the immutable
 * state helpers, which the app's start does in a task of its own (`main.tsx`).
 */
export const createRootReducer = () =>
  combineSlices(appStatusSlice, sessionSlice, shellSlice).withLazyLoadedSlices<LazyAreaStates>();

export type RootReducer = ReturnType<typeof createRootReducer>;
