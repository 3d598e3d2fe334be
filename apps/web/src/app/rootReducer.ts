import { combineSlices } from '@reduxjs/toolkit';
import { accountsSlice } from '../features/accounts/slice';
import { appStatusSlice } from '../features/app-status/slice';
import { coursesSlice } from '../features/courses/slice';
import { dashboardSlice } from '../features/dashboard/slice';
import { organizationsSlice } from '../features/organizations/slice';
import { resourcesSlice } from '../features/resources/slice';
import { searchSlice } from '../features/search/slice';
import { sessionSlice } from '../features/session/slice';
import { trainingSlice } from '../features/training/slice';
import { shellSlice } from '../shell/slice';

export const rootReducer = combineSlices(
  appStatusSlice,
  sessionSlice,
  shellSlice,
  accountsSlice,
  coursesSlice,
  dashboardSlice,
  organizationsSlice,
  resourcesSlice,
  searchSlice,
  trainingSlice,
);
