import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Denomination, Organization, OrganizationType } from '@campus/api-client';

export interface OrganizationError {
  code: string;
  message: string;
}

/** A new organization as the form gathers it: ids for the selects and the location picker. */
export interface OrganizationDraft {
  name: string;
  denomination: number;
  type: number;
  country: number | null;
  locality: number | null;
}

export interface OrganizationsState {
  /** Organization search pages of 30, from page 1. */
  search: {
    query: string;
    status: 'idle' | 'loading' | 'ready' | 'failed';
    items: Organization[];
    page: number;
    totalPages: number;
    total: number;
    error: OrganizationError | null;
  };
  /** The denomination and organization-type selects. */
  options: {
    status: 'idle' | 'loading' | 'ready' | 'failed';
    denominations: Denomination[];
    types: OrganizationType[];
  };
  creation: {
    status: 'idle' | 'checking' | 'creating' | 'created' | 'duplicate' | 'failed';
    /** Same name at the same place, from the unique check. */
    matches: Organization[];
    error: OrganizationError | null;
  };
  /** The organization the course will be run for: found or created. */
  chosen: Organization | null;
}

const initialState: OrganizationsState = {
  search: { query: '', status: 'idle', items: [], page: 0, totalPages: 0, total: 0, error: null },
  options: { status: 'idle', denominations: [], types: [] },
  creation: { status: 'idle', matches: [], error: null },
  chosen: null,
};

export const organizationsSlice = createSlice({
  name: 'organizations',
  initialState,
  reducers: {
    /**
     * A picker opened: load the selects' options and a first page of organizations. It starts on
     * `chosen` when the screen knows it (the profile, fresh from the server); otherwise on the
     * member's own organization, looked up by the saga.
     */
    organizationFormOpened: {
      reducer(state, { payload }: PayloadAction<{ chosen?: Organization | null }>) {
        state.creation = initialState.creation;
        state.chosen = payload.chosen ?? null;
      },
      prepare: (options: { chosen?: Organization | null } = {}) => ({ payload: options }),
    },
    optionsSucceeded(
      state,
      { payload }: PayloadAction<{ denominations: Denomination[]; types: OrganizationType[] }>,
    ) {
      state.options = { status: 'ready', ...payload };
    },
    optionsFailed(state) {
      state.options.status = 'failed';
    },
    organizationSearchRequested(state, { payload }: PayloadAction<{ query: string }>) {
      state.search = { ...initialState.search, query: payload.query, status: 'loading' };
    },
    organizationSearchMoreRequested(state) {
      state.search.status = 'loading';
    },
    organizationSearchSucceeded(
      state,
      {
        payload,
      }: PayloadAction<{
        query: string;
        page: number;
        items: Organization[];
        total: number;
        totalPages: number;
      }>,
    ) {
      if (payload.query !== state.search.query) return;
      state.search.status = 'ready';
      state.search.items =
        payload.page === 1 ? payload.items : [...state.search.items, ...payload.items];
      state.search.page = payload.page;
      state.search.total = payload.total;
      state.search.totalPages = payload.totalPages;
    },
    organizationSearchFailed(state, { payload }: PayloadAction<OrganizationError>) {
      state.search.status = 'failed';
      state.search.error = payload;
    },
    organizationChosen(state, { payload }: PayloadAction<Organization | null>) {
      state.chosen = payload;
    },
    organizationCreationSubmitted(state, _action: PayloadAction<OrganizationDraft>) {
      state.creation = { status: 'checking', matches: [], error: null };
    },
    organizationNotUnique(state, { payload }: PayloadAction<Organization[]>) {
      state.creation = { status: 'duplicate', matches: payload, error: null };
    },
    organizationCreating(state) {
      state.creation.status = 'creating';
    },
    organizationCreated(state, { payload }: PayloadAction<Organization>) {
      state.creation = { status: 'created', matches: [], error: null };
      state.chosen = payload;
    },
    organizationCreationFailed(state, { payload }: PayloadAction<OrganizationError>) {
      state.creation = { status: 'failed', matches: [], error: payload };
    },
  },
});

export const {
  organizationFormOpened,
  optionsSucceeded,
  optionsFailed,
  organizationSearchRequested,
  organizationSearchMoreRequested,
  organizationSearchSucceeded,
  organizationSearchFailed,
  organizationChosen,
  organizationCreationSubmitted,
  organizationNotUnique,
  organizationCreating,
  organizationCreated,
  organizationCreationFailed,
} = organizationsSlice.actions;
