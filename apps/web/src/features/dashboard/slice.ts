import { createSlice } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the dashboard shows the courses area's state and keeps none of its own.
export interface DashboardState {}

const initialState: DashboardState = {};

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {},
});
