import type { CertificatesState } from './slice';

type State = { certificates: CertificatesState };

export const selectMyCertificates = (state: State) => state.certificates.mine;
export const selectShownCertificate = (state: State) => state.certificates.shown;
