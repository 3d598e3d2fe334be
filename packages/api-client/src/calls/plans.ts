import type { ApiClient } from '../client';
import type { StudyPlan, StudyPlanDeleted, StudyPlanPayload } from '../types';
import { get, write, type CallOptions } from './http';

const STUDY_PLAN = '/campus/v1/study-plan';

/** GET /campus/v1/study-plan: the member's plan; 404 `campus_no_study_plan` when none (never cached). */
export const getStudyPlan = (client: ApiClient, opts?: CallOptions) =>
  get<StudyPlan>(client, STUDY_PLAN, undefined, opts);

/** PUT /campus/v1/study-plan: saves the plan (its calendar address stays the same); answers it. */
export const saveStudyPlan = (client: ApiClient, payload: StudyPlanPayload, opts?: CallOptions) =>
  write<StudyPlan>(client, 'PUT', STUDY_PLAN, payload, opts);

/** DELETE /campus/v1/study-plan: stops the plan; its calendar address stops answering. */
export const stopStudyPlan = (client: ApiClient, opts?: CallOptions) =>
  write<StudyPlanDeleted>(client, 'DELETE', STUDY_PLAN, undefined, opts);
