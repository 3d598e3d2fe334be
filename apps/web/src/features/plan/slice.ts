import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ModuleRef, StudyPlan, StudyPlanPayload } from '@campus/api-client';

export interface PlanError {
  code: string;
  message: string;
}

export interface PlanState {
  /** The saved plan: `none` when the member has none (the server's 404). */
  status: 'idle' | 'loading' | 'ready' | 'none' | 'failed';
  plan: StudyPlan | null;
  error: PlanError | null;
  /** The modules a plan may follow, for the form's choice. */
  modules: ModuleRef[];
  /** Saving or stopping, and what went wrong with the last try. */
  change: { status: 'idle' | 'saving' | 'stopping' | 'failed'; error: PlanError | null };
}

const initialState: PlanState = {
  status: 'idle',
  plan: null,
  error: null,
  modules: [],
  change: { status: 'idle', error: null },
};

export const planSlice = createSlice({
  name: 'plan',
  initialState,
  reducers: {
    /** The plan's screen opened (or asked again after a failure). */
    planRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    planLoaded(state, { payload }: PayloadAction<StudyPlan | null>) {
      state.status = payload ? 'ready' : 'none';
      state.plan = payload;
    },
    planFailed(state, { payload }: PayloadAction<PlanError>) {
      state.status = 'failed';
      state.error = payload;
    },
    planModulesLoaded(state, { payload }: PayloadAction<ModuleRef[]>) {
      state.modules = payload;
    },
    planSaveRequested(state, _action: PayloadAction<StudyPlanPayload>) {
      state.change = { status: 'saving', error: null };
    },
    planSaved(state, { payload }: PayloadAction<StudyPlan>) {
      state.status = 'ready';
      state.plan = payload;
      state.change = { status: 'idle', error: null };
    },
    planStopRequested(state) {
      state.change = { status: 'stopping', error: null };
    },
    planStopped(state) {
      state.status = 'none';
      state.plan = null;
      state.change = { status: 'idle', error: null };
    },
    planChangeFailed(state, { payload }: PayloadAction<PlanError>) {
      state.change = { status: 'failed', error: payload };
    },
  },
});

export const {
  planRequested,
  planLoaded,
  planFailed,
  planModulesLoaded,
  planSaveRequested,
  planSaved,
  planStopRequested,
  planStopped,
  planChangeFailed,
} = planSlice.actions;
