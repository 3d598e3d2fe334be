import { createSlice } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area fills its state in.
export interface SearchState {}

const initialState: SearchState = {};

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {},
});
