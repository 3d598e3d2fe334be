import { createSlice } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area fills its state in.
export interface DashboardState {}

const initialState: DashboardState = {};

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {},
});
