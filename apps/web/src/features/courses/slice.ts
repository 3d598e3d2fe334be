import { createSlice } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area fills its state in.
export interface CoursesState {}

const initialState: CoursesState = {};

export const coursesSlice = createSlice({
  name: 'courses',
  initialState,
  reducers: {},
});
