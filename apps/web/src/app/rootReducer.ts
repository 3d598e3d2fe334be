import { combineSlices } from '@reduxjs/toolkit';
import { appStatusSlice } from '../features/app-status/slice';
import { sessionSlice } from '../features/session/slice';
import { shellSlice } from '../shell/slice';

export const rootReducer = combineSlices(appStatusSlice, sessionSlice, shellSlice);
