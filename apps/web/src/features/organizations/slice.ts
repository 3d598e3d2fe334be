import { createSlice } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area fills its state in.
export interface OrganizationsState {}

const initialState: OrganizationsState = {};

export const organizationsSlice = createSlice({
  name: 'organizations',
  initialState,
  reducers: {},
});
