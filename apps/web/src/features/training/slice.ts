import { createSlice } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area fills its state in.
export interface TrainingState {}

const initialState: TrainingState = {};

export const trainingSlice = createSlice({
  name: 'training',
  initialState,
  reducers: {},
});
