import { createSlice } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area fills its state in.
export interface AccountsState {}

const initialState: AccountsState = {};

export const accountsSlice = createSlice({
  name: 'accounts',
  initialState,
  reducers: {},
});
