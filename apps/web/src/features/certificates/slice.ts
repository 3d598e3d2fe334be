import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Certificate, PublicCertificate } from '@campus/api-client';

export interface CertificatesError {
  code: string;
  message: string;
}

type Loading = 'idle' | 'loading' | 'ready' | 'failed';

export interface CertificatesState {
  /** The member's own certificates (`/certificates`). */
  mine: { status: Loading; items: Certificate[]; error: CertificatesError | null };
  /** The certificate a public page shows (`/certificates/:id`), to anyone. */
  shown: {
    id: string | null;
    status: Loading | 'notFound';
    certificate: PublicCertificate | null;
    error: CertificatesError | null;
  };
}

const initialState: CertificatesState = {
  mine: { status: 'idle', items: [], error: null },
  shown: { id: null, status: 'idle', certificate: null, error: null },
};

export const certificatesSlice = createSlice({
  name: 'certificates',
  initialState,
  reducers: {
    /** The member's list opened (or asked again after a failure). */
    myCertificatesRequested(state) {
      state.mine.status = 'loading';
      state.mine.error = null;
    },
    myCertificatesLoaded(state, { payload }: PayloadAction<Certificate[]>) {
      state.mine = { status: 'ready', items: payload, error: null };
    },
    myCertificatesFailed(state, { payload }: PayloadAction<CertificatesError>) {
      state.mine.status = 'failed';
      state.mine.error = payload;
    },
    /** A certificate's public page opened at `id`. */
    certificateOpened(state, { payload }: PayloadAction<{ id: string }>) {
      if (state.shown.id === payload.id && state.shown.status === 'ready') return;
      state.shown = { id: payload.id, status: 'loading', certificate: null, error: null };
    },
    certificateLoaded(state, { payload }: PayloadAction<PublicCertificate>) {
      state.shown = { id: payload.id, status: 'ready', certificate: payload, error: null };
    },
    /** The page the server rendered, with the certificate it showed: the browser shows the same. */
    certificateHandedOver(state, { payload }: PayloadAction<PublicCertificate>) {
      state.shown = { id: payload.id, status: 'ready', certificate: payload, error: null };
    },
    certificateNotFound(state, { payload }: PayloadAction<{ id: string }>) {
      state.shown = { id: payload.id, status: 'notFound', certificate: null, error: null };
    },
    certificateFailed(state, { payload }: PayloadAction<{ id: string; error: CertificatesError }>) {
      state.shown = { id: payload.id, status: 'failed', certificate: null, error: payload.error };
    },
  },
});

export const {
  myCertificatesRequested,
  myCertificatesLoaded,
  myCertificatesFailed,
  certificateOpened,
  certificateLoaded,
  certificateHandedOver,
  certificateNotFound,
  certificateFailed,
} = certificatesSlice.actions;
