import {
  checkOrganizationUnique,
  createOrganization,
  getDenominations,
  getOrganization,
  getOrganizationTypes,
  isApiError,
  searchOrganizations,
  type Denomination,
  type Organization,
  type OrganizationType,
  type OrganizationUniquePayload,
  type OrganizationUniqueResponse,
  type Paged,
} from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { getServices } from '../../kit/services';
import { profileSaved } from '../session';
import {
  optionsFailed,
  organizationChosen,
  optionsSucceeded,
  organizationCreated,
  organizationCreating,
  organizationCreationFailed,
  organizationCreationSubmitted,
  organizationFormOpened,
  organizationNotUnique,
  organizationSearchFailed,
  organizationSearchMoreRequested,
  organizationSearchRequested,
  organizationSearchSucceeded,
  type OrganizationDraft,
  type OrganizationError,
} from './slice';
import { selectChosenOrganization, selectOrganizationSearch } from './selectors';
import { selectUserOrganizationId } from '../session';

/** Organization search default page size 30 (pinned by sagas.test.ts). */
export const ORGANIZATION_PAGE_SIZE = 30;

const toError = (error: unknown): OrganizationError =>
  isApiError(error)
    ? { code: error.code, message: error.message }
    : { code: 'unknown_error', message: error instanceof Error ? error.message : String(error) };

/** The member's own organization starts chosen: most courses are run for it. */
function* chooseOwnOrganization() {
  const { api } = yield* getServices();
  const id: number | null | undefined = yield select(selectUserOrganizationId);
  if (id == null) return;
  try {
    const organization: Organization = yield call(getOrganization, api, id);
    const chosen: Organization | null = yield select(selectChosenOrganization);
    if (chosen === null) yield put(organizationChosen(organization));
  } catch {
    // Not found or unreachable: the member finds or creates one instead.
  }
}

function* loadOptions({ payload }: PayloadAction<{ chosen?: Organization | null }>) {
  const { api } = yield* getServices();
  yield put(organizationSearchRequested({ query: '' }));
  if (payload.chosen === undefined) yield fork(chooseOwnOrganization);
  try {
    const [denominations, types]: [Denomination[], OrganizationType[]] = yield all([
      call(getDenominations, api),
      call(getOrganizationTypes, api),
    ]);
    yield put(optionsSucceeded({ denominations, types }));
  } catch {
    yield put(optionsFailed());
  }
}

function* loadPage(query: string, page: number) {
  const { api } = yield* getServices();
  try {
    const answer: Paged<Organization> = yield call(searchOrganizations, api, {
      search: query,
      per_page: ORGANIZATION_PAGE_SIZE,
      paged: page,
    });
    yield put(
      organizationSearchSucceeded({
        query,
        page,
        items: answer.items,
        total: answer.total,
        totalPages: answer.totalPages,
      }),
    );
  } catch (error) {
    yield put(organizationSearchFailed(toError(error)));
  }
}

function* search({ payload }: PayloadAction<{ query: string }>) {
  yield call(loadPage, payload.query, 1);
}

function* searchMore() {
  const { query, page }: { query: string; page: number } = yield select(selectOrganizationSearch);
  yield call(loadPage, query, page + 1);
}

/** The unique check first (same name, same place); only a unique organization is created. */
function* create({ payload }: PayloadAction<OrganizationDraft>) {
  const { api } = yield* getServices();
  const location: OrganizationUniquePayload['location'] =
    payload.country === null
      ? { country: null, locality: null }
      : { country: payload.country, locality: payload.locality };
  try {
    const check: OrganizationUniqueResponse = yield call(checkOrganizationUnique, api, {
      name: payload.name.trim(),
      location,
    });
    if (!check.unique) {
      yield put(organizationNotUnique(check.matches));
      return;
    }
    yield put(organizationCreating());
    const organization: Organization = yield call(createOrganization, api, {
      name: payload.name.trim(),
      denomination: payload.denomination,
      type: payload.type,
      country: payload.country,
      locality: payload.locality,
    });
    yield put(organizationCreated(organization));
    // The server makes a new organization the member's own.
    yield put(profileSaved({ organizationId: organization.id }));
  } catch (error) {
    yield put(organizationCreationFailed(toError(error)));
  }
}

export function* organizationsSaga() {
  yield all([
    takeLatest(organizationFormOpened.type, loadOptions),
    takeLatest(organizationSearchRequested.type, search),
    takeLeading(organizationSearchMoreRequested.type, searchMore),
    takeLeading(organizationCreationSubmitted.type, create),
  ]);
}
