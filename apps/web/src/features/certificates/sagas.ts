import {
  getCertificate,
  getCertificates,
  isApiError,
  type Certificate,
  type PublicCertificate,
} from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { failureOf } from '../../kit/failures';
import { getServices } from '../../kit/services';
import {
  certificateFailed,
  certificateLoaded,
  certificateNotFound,
  certificateOpened,
  myCertificatesFailed,
  myCertificatesLoaded,
  myCertificatesRequested,
  type CertificatesError,
  type CertificatesState,
} from './slice';
import { selectShownCertificate } from './selectors';

const toError: (error: unknown) => CertificatesError = failureOf;

function* loadMine() {
  const { api } = yield* getServices();
  try {
    const items: Certificate[] = yield call(getCertificates, api);
    yield put(myCertificatesLoaded(items));
  } catch (error) {
    yield put(myCertificatesFailed(toError(error)));
  }
}

function* loadShown({ payload: { id } }: PayloadAction<{ id: string }>) {
  const shown: CertificatesState['shown'] = yield select(selectShownCertificate);
  // Handed over by the server's render, or already here: nothing to ask again.
  if (shown.status === 'ready' && shown.certificate?.id === id) return;
  const { api } = yield* getServices();
  try {
    const certificate: PublicCertificate = yield call(getCertificate, api, id);
    yield put(certificateLoaded(certificate));
  } catch (error) {
    if (isApiError(error) && error.status === 404) yield put(certificateNotFound({ id }));
    else yield put(certificateFailed({ id, error: toError(error) }));
  }
}

export function* certificatesSaga() {
  yield all([
    takeLatest(myCertificatesRequested.type, loadMine),
    takeLatest(certificateOpened.type, loadShown),
  ]);
}
