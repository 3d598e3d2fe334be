import { createSlice } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area fills its state in.
export interface ResourcesState {}

const initialState: ResourcesState = {};

export const resourcesSlice = createSlice({
  name: 'resources',
  initialState,
  reducers: {},
});
