import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { Db } from '../../services/store';

/*
 * The keys certificates are signed with (README, "Certificates"): Ed25519 key pairs kept in the
 * store, each named by its JWK thumbprint. The one of the highest generation signs; every key ever
 * made stays in the JWKS, so a certificate signed before a rotation is still checked.
 */

export interface PublicKey extends JWK {
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface SigningKey {
  kid: string;
  key: CryptoKey;
}

async function newKeyRow(generation: number) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', {
    crv: 'Ed25519',
    extractable: true,
  });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    generation,
    public_jwk: JSON.stringify(publicJwk),
    private_jwk: JSON.stringify(await exportJWK(privateKey)),
    created: new Date().toISOString(),
    retired_at: null,
  };
}

/** Offers a key of `generation`; the store keeps the first one offered (the others do nothing). */
async function offerKey(db: Db, generation: number): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values(await newKeyRow(generation))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * The first key, made on the first start. Instances starting together each offer one; generation 1
 * is unique, so the first stored stays and every instance signs with it (certificates.test.ts).
 */
export async function ensureSigningKey(db: Db): Promise<void> {
  const any = await db.selectFrom('signing_keys').select('kid').limit(1).executeTakeFirst();
  if (!any) await offerKey(db, 1);
}

/**
 * A new current key; the earlier ones are marked retired and stay public. Answers the new kid. Two
 * rotations at once make one new key: the second's offer of the same generation does nothing.
 */
export async function rotateSigningKey(db: Db): Promise<string> {
  const latest = await db
    .selectFrom('signing_keys')
    .select((eb) => eb.fn.max('generation').as('generation'))
    .executeTakeFirst();
  const generation = Number(latest?.generation ?? 0) + 1;
  await offerKey(db, generation);
  const current = await currentRow(db);
  await db
    .updateTable('signing_keys')
    .set({ retired_at: new Date().toISOString() })
    .where('generation', '<', Number(current.generation))
    .where('retired_at', 'is', null)
    .execute();
  return String(current.kid);
}

async function currentRow(db: Db) {
  const row = await db
    .selectFrom('signing_keys')
    .selectAll()
    .orderBy('generation', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error('No certificate signing key in the store');
  return row;
}

/** The key new certificates are signed with: the store's newest, whichever instance made it. */
export async function currentSigningKey(db: Db): Promise<SigningKey> {
  const row = await currentRow(db);
  const jwk = JSON.parse(String(row.private_jwk)) as JWK;
  return { kid: String(row.kid), key: (await importJWK(jwk, 'EdDSA')) as CryptoKey };
}

/** Every key ever used, public parts only, oldest first: the JWKS. */
export async function publicKeys(db: Db): Promise<PublicKey[]> {
  const rows = await db
    .selectFrom('signing_keys')
    .select(['kid', 'public_jwk'])
    .orderBy('generation')
    .execute();
  return rows.map((row) => {
    const { kty, crv, x } = JSON.parse(String(row.public_jwk)) as JWK;
    return { kty, crv, x, kid: String(row.kid), alg: 'EdDSA', use: 'sig' } as PublicKey;
  });
}
