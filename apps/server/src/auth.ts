import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { UserPreferences } from '@campus/api-client';
import { getMeta, json, one, setMeta, type Store } from './db';
import { WpError } from './errors';

export interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  mobile_number: string;
  country: number | null;
  locality: number | null;
  roles: string[];
  organization_id: number | null;
  birthday: string | null;
  preferences: UserPreferences;
  password_hash: string;
}

export interface Session {
  user: UserRow;
  options: Record<string, unknown>;
  jti: string;
  exp: number;
}

export const BLOCKED_ROLES = ['support_couple', 'subscriber'];
const ISSUER = 'campus';

export async function loadSecret(store: Store): Promise<Uint8Array> {
  let secret = await getMeta(store, 'jwt_secret');
  if (!secret) {
    secret = randomBytes(32).toString('base64');
    await setMeta(store, 'jwt_secret', secret);
  }
  return Buffer.from(secret, 'base64');
}

export function rowToUser(row: Record<string, unknown>): UserRow {
  return {
    id: Number(row.id),
    email: String(row.email),
    first_name: String(row.first_name ?? ''),
    last_name: String(row.last_name ?? ''),
    mobile_number: String(row.mobile_number ?? ''),
    country: row.country == null ? null : Number(row.country),
    locality: row.locality == null ? null : Number(row.locality),
    roles: json<string[]>(row.roles),
    organization_id: row.organization_id == null ? null : Number(row.organization_id),
    birthday: row.birthday == null ? null : String(row.birthday),
    preferences: json<UserPreferences>(row.preferences ?? '{}'),
    password_hash: String(row.password_hash),
  };
}

export async function findUserByEmail(store: Store, email: string): Promise<UserRow | undefined> {
  const row = await one(store, 'SELECT * FROM users WHERE email = ?', [email.trim()]);
  return row ? rowToUser(row) : undefined;
}

export async function findUser(store: Store, id: number): Promise<UserRow | undefined> {
  const row = await one(store, 'SELECT * FROM users WHERE id = ?', [id]);
  return row ? rowToUser(row) : undefined;
}

export class Tokens {
  constructor(
    private readonly store: Store,
    private readonly secret: Uint8Array,
    private readonly lifetimeSeconds: number,
  ) {}

  /** A WordPress jwt-auth style token: the user id and the login options ride in `data`. */
  async issue(user: UserRow, options: Record<string, unknown>): Promise<string> {
    const lifetime = options.rememberMe ? this.lifetimeSeconds * 4 : this.lifetimeSeconds;
    return new SignJWT({ data: { user: { id: String(user.id) }, options } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setNotBefore('0s')
      .setJti(randomUUID())
      .setExpirationTime(`${lifetime}s`)
      .sign(this.secret);
  }

  async verify(token: string): Promise<Session> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] }));
    } catch (error) {
      const expired = error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED';
      throw new WpError(403, '[jwt_auth] invalid_token', expired ? 'Expired token' : 'Signature verification failed');
    }
    const data = payload.data as { user?: { id?: string }; options?: Record<string, unknown> } | undefined;
    const id = Number(data?.user?.id);
    const jti = String(payload.jti ?? '');
    if (await one(this.store, 'SELECT 1 FROM revoked_tokens WHERE jti = ?', [jti])) {
      throw new WpError(403, '[jwt_auth] invalid_token', 'The token has been revoked.');
    }
    const user = Number.isFinite(id) ? await findUser(this.store, id) : undefined;
    if (!user) throw new WpError(403, '[jwt_auth] invalid_token', 'User ID not found in the token.');
    return { user, options: data?.options ?? {}, jti, exp: Number(payload.exp ?? 0) };
  }
}

/** The bearer token, or the `token` query parameter that `navigator.sendBeacon` calls must use. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw new WpError(403, '[jwt_auth] bad_auth_header', 'Authorization header malformed.');
    return match[1]!.trim();
  }
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof query === 'string' && query ? query : undefined;
}

export async function optionalSession(tokens: Tokens, request: FastifyRequest): Promise<Session | undefined> {
  const token = tokenOf(request);
  return token ? tokens.verify(token) : undefined;
}

export async function requireSession(tokens: Tokens, request: FastifyRequest): Promise<Session> {
  const token = tokenOf(request);
  if (!token) {
    throw new WpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
  }
  return tokens.verify(token);
}

/** Support couples and subscribers are barred from guarded areas (spec 2 §6), on the server too. */
export function requireMember(session: Session): void {
  if (session.user.roles.some((role) => BLOCKED_ROLES.includes(role))) {
    throw new WpError(403, 'rest_forbidden_role', "As a Support Couple you don't have access to this area yet.");
  }
}
