import {
  getPlaylists,
  getStudyPlan,
  isApiError,
  saveStudyPlan,
  stopStudyPlan,
  type Paged,
  type Playlist,
  type StudyPlan,
  type StudyPlanPayload,
} from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { failureOf } from '../../kit/failures';
import { getServices } from '../../kit/services';
import {
  planChangeFailed,
  planFailed,
  planLoaded,
  planModulesLoaded,
  planRequested,
  planSaved,
  planSaveRequested,
  planStopped,
  planStopRequested,
  type PlanError,
} from './slice';

/** The member has no plan yet (pinned by the server's plans.test.ts). */
export const NO_PLAN_CODE = 'campus_no_study_plan';

const toError: (error: unknown) => PlanError = failureOf;

/** Every module, for the form's choice of one to finish: a failure leaves the choice to the home's. */
function* loadModules() {
  const { api } = yield* getServices();
  try {
    // Only the names the choice shows: a module's lessons would be most of the answer.
    const page: Paged<Pick<Playlist, 'slug' | 'title'>> = yield call(getPlaylists, api, {
      per_page: 100,
      _fields: 'slug,title',
    });
    yield put(planModulesLoaded(page.items.map(({ slug, title }) => ({ slug, title }))));
  } catch {
    // The plan still works without a module of its own.
  }
}

function* loadPlan() {
  const { api } = yield* getServices();
  yield fork(loadModules);
  try {
    const plan: StudyPlan = yield call(getStudyPlan, api);
    yield put(planLoaded(plan));
  } catch (error) {
    if (isApiError(error) && error.code === NO_PLAN_CODE) yield put(planLoaded(null));
    else yield put(planFailed(toError(error)));
  }
}

function* save({ payload }: PayloadAction<StudyPlanPayload>) {
  const { api } = yield* getServices();
  try {
    const plan: StudyPlan = yield call(saveStudyPlan, api, payload);
    yield put(planSaved(plan));
  } catch (error) {
    yield put(planChangeFailed(toError(error)));
  }
}

function* stop() {
  const { api } = yield* getServices();
  try {
    yield call(stopStudyPlan, api);
    yield put(planStopped());
  } catch (error) {
    yield put(planChangeFailed(toError(error)));
  }
}

export function* planSaga() {
  yield all([
    takeLatest(planRequested.type, loadPlan),
    takeLeading(planSaveRequested.type, save),
    takeLeading(planStopRequested.type, stop),
  ]);
}
