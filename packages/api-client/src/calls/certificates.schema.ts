import { Type, type Static } from '@sinclair/typebox';
import { ModuleRef } from './plans.schema';

/** When a certificate was revoked, or null while it stands. */
export const Revocation = Type.Union([Type.Object({ at: Type.String() }), Type.Null()]);
export type Revocation = Static<typeof Revocation>;

const certificateFields = {
  /** 22 URL-safe characters (16 random bytes). */
  id: Type.String(),
};
const certificateRest = {
  module: ModuleRef,
  /** ISO 8601 date-time. */
  issued: Type.String(),
  /** The public page, `<site>/certificates/<id>`. */
  url: Type.String(),
  /** An Open Badges 3.0 `OpenBadgeCredential` as a VC-JWT (EdDSA), checkable against `/.well-known/jwks.json`. */
  credential: Type.String(),
  revoked: Revocation,
};

/** One of the member's certificates (GET /campus/v1/certificates). */
export const Certificate = Type.Object({ ...certificateFields, ...certificateRest });
export type Certificate = Static<typeof Certificate>;

/**
 * A certificate as anyone may see it (GET /campus/v1/certificates/{id}): the name on it and the
 * module, nothing else about the member.
 */
export const PublicCertificate = Type.Object({
  ...certificateFields,
  /** The member's first and last name as their profile had them when it was issued. */
  name: Type.String(),
  ...certificateRest,
});
export type PublicCertificate = Static<typeof PublicCertificate>;
