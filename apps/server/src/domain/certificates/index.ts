import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Certificate, PublicCertificate } from '@campus/api-client';
import type { Db } from '../../services/store';
import type { UserRow } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import { completionsOf, type PlaylistRecord } from '../training/modules';
import { currentSigningKey } from './keys';

export { ensureSigningKey, publicKeys, rotateSigningKey } from './keys';

/*
 * Certificates (README, "Certificates"): completing every lesson of a module issues one, once per
 * member and module, with the member's name as their profile had it then. Its credential is an
 * Open Badges 3.0 `OpenBadgeCredential` as a VC-JWT, signed with the store's current key.
 */

/** The site's name as a credential's issuer shows it (the REST index's `name`). */
export const ISSUER_NAME = 'Campus';

type CertificateRow = {
  id: string;
  user_id: number;
  module_slug: string;
  module_title: string;
  name: string;
  issued: string;
  credential: string;
  revoked_at: string | null;
};

export const certificateUrl = (publicUrl: string, id: string) => `${publicUrl}/certificates/${id}`;

/** The name on a certificate: first and last name; never the e-mail address. */
export const nameOf = (user: Pick<UserRow, 'first_name' | 'last_name'>) =>
  [user.first_name.trim(), user.last_name.trim()].filter(Boolean).join(' ');

/** The signed credential of a certificate issued now. */
async function credentialOf(
  db: Db,
  publicUrl: string,
  certificate: { id: string; name: string; issued: Date; module: PlaylistRecord },
): Promise<{ kid: string; jwt: string }> {
  const { kid, key } = await currentSigningKey(db);
  const url = certificateUrl(publicUrl, certificate.id);
  const subject = `urn:uuid:${randomUUID()}`;
  const { module } = certificate;
  const validFrom = certificate.issued.toISOString();
  const vc = {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: url,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: module.title,
    issuer: { id: publicUrl, type: ['Profile'], name: ISSUER_NAME },
    validFrom,
    credentialSubject: {
      id: subject,
      type: ['AchievementSubject'],
      name: certificate.name,
      achievement: {
        id: `${publicUrl}/training/${module.slug}`,
        type: ['Achievement'],
        name: module.title,
        criteria: { narrative: `Complete every lesson of the module "${module.title}".` },
      },
    },
  };
  const seconds = Math.floor(certificate.issued.getTime() / 1000);
  const jwt = await new SignJWT({ vc })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid })
    .setIssuer(publicUrl)
    .setJti(url)
    .setSubject(subject)
    .setIssuedAt(seconds)
    .setNotBefore(seconds)
    .sign(key);
  return { kid, jwt };
}

/** Whether the member has completed every lesson of the module (in it or anywhere else). */
const completes = (module: PlaylistRecord, completed: Set<number>) =>
  module.lessons.length > 0 && module.lessons.every((id) => completed.has(id));

/**
 * After a completion: a certificate for each module holding the lesson that the member has now
 * completed, unless they have one for it already. Safe to run twice, or on two instances at once:
 * a member has one certificate per module (a unique key), and the second write does nothing.
 */
export async function issueCertificates(
  db: Db,
  publicUrl: string,
  user: UserRow,
  lessonId: number,
  modules: PlaylistRecord[],
): Promise<void> {
  const holding = modules.filter((module) => module.lessons.includes(lessonId));
  if (holding.length === 0) return;
  const completed = new Set((await completionsOf(db, user.id)).keys());
  const held = new Set(
    (
      await db
        .selectFrom('certificates')
        .select('module_id')
        .where('user_id', '=', user.id)
        .execute()
    ).map((row) => Number(row.module_id)),
  );
  for (const module of holding) {
    if (held.has(module.id) || !completes(module, completed)) continue;
    const id = randomBytes(16).toString('base64url');
    const issued = new Date();
    const name = nameOf(user);
    const { kid, jwt } = await credentialOf(db, publicUrl, { id, name, issued, module });
    await db
      .insertInto('certificates')
      .values({
        id,
        user_id: user.id,
        module_id: module.id,
        module_slug: module.slug,
        module_title: module.title,
        name,
        issued: issued.toISOString(),
        kid,
        credential: jwt,
        revoked_at: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

const present = (publicUrl: string, row: CertificateRow): Certificate => ({
  id: String(row.id),
  module: { slug: String(row.module_slug), title: String(row.module_title) },
  issued: String(row.issued),
  url: certificateUrl(publicUrl, String(row.id)),
  credential: String(row.credential),
  revoked: row.revoked_at ? { at: String(row.revoked_at) } : null,
});

/** As anyone sees it: the name and the module, nothing else about the member. */
const presentPublic = (publicUrl: string, row: CertificateRow): PublicCertificate => {
  const { id, ...rest } = present(publicUrl, row);
  return { id, name: String(row.name), ...rest };
};

const COLUMNS = [
  'id',
  'user_id',
  'module_slug',
  'module_title',
  'name',
  'issued',
  'credential',
  'revoked_at',
] as const;

/** The member's certificates, oldest first. */
export async function certificatesOf(
  db: Db,
  publicUrl: string,
  userId: number,
): Promise<Certificate[]> {
  const rows = await db
    .selectFrom('certificates')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('issued')
    .orderBy('id')
    .execute();
  return rows.map((row) => present(publicUrl, row));
}

const notFound = () =>
  new WpError(404, 'campus_certificate_not_found', 'That certificate could not be found.');

/** One certificate as anyone may see it; 404 when unknown. */
export async function publicCertificate(
  db: Db,
  publicUrl: string,
  id: string,
): Promise<PublicCertificate> {
  const row = await db
    .selectFrom('certificates')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return presentPublic(publicUrl, row);
}

/** Revokes a certificate (administrators: the route checks); a second revocation keeps the first date. */
export async function revokeCertificate(
  db: Db,
  publicUrl: string,
  id: string,
): Promise<PublicCertificate> {
  await db
    .updateTable('certificates')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return publicCertificate(db, publicUrl, id);
}
