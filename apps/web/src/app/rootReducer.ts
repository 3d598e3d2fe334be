import { combineSlices } from '@reduxjs/toolkit';
import { appStatusSlice } from '../features/app-status/slice';

export const rootReducer = combineSlices(appStatusSlice);
