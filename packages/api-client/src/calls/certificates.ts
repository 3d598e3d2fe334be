import type { ApiClient } from '../client';
import type { Certificate, PublicCertificate } from '../types';
import { get, write, type CallOptions } from './http';

const CERTIFICATES = '/campus/v1/certificates';

/** GET /campus/v1/certificates: the member's certificates, oldest first (never cached). */
export const getCertificates = (client: ApiClient, opts?: CallOptions) =>
  get<Certificate[]>(client, CERTIFICATES, undefined, opts);

/** GET /campus/v1/certificates/{id}: a certificate as anyone sees it, no session needed (never cached). */
export const getCertificate = (client: ApiClient, id: string, opts?: CallOptions) =>
  get<PublicCertificate>(client, `${CERTIFICATES}/${encodeURIComponent(id)}`, undefined, opts);

/** POST /campus/v1/certificates/{id}/revoke: administrators only; answers the revoked certificate. */
export const revokeCertificate = (client: ApiClient, id: string, opts?: CallOptions) =>
  write<PublicCertificate>(
    client,
    'POST',
    `${CERTIFICATES}/${encodeURIComponent(id)}/revoke`,
    undefined,
    opts,
  );
