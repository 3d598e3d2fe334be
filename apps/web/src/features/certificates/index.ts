export { certificatesSlice, certificateHandedOver, certificateOpened } from './slice';
export type { CertificatesState } from './slice';
export { certificatesSaga } from './sagas';
export { certificatesRoutes } from './routes';
export { selectShownCertificate } from './selectors';
