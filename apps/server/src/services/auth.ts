import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { UserPreferences } from '@campus/api-client';
import { addMeta, getMeta, json, type Db } from './store';
import { WpError } from '../conventions/errors';
import { queryValue } from '../conventions/query-value';

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

/**
 * The key every instance on the store signs tokens with. Instances starting together on a new store
 * each offer one; the first stored stays, and each signs with what the store holds, so a token
 * one issues opens them all (processes.test.ts).
 */
export async function loadSecret(db: Db): Promise<Uint8Array> {
  const secret =
    (await getMeta(db, 'jwt_secret')) ??
    (await addMeta(db, 'jwt_secret', randomBytes(32).toString('base64')));
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

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(db.sameText('email', email.trim()))
    .executeTakeFirst();
  return row ? rowToUser(row) : undefined;
}

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowToUser(row) : undefined;
}

/** The plugin's token errors: always 403, with its codes and messages. */
const tokenError = (code: string, message: string) => new WpError(403, code, message);

/** firebase/php-jwt's messages, as the plugin passes them on in `jwt_auth_invalid_token`. */
function invalidTokenMessage(token: string, error: unknown): string {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (token.split('.').length !== 3) return 'Wrong number of segments';
  if (code === 'ERR_JWT_EXPIRED') return 'Expired token';
  if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') return 'Signature verification failed';
  if (code === 'ERR_JOSE_ALG_NOT_ALLOWED' || code === 'ERR_JOSE_NOT_SUPPORTED')
    return 'Algorithm not allowed';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED')
    return 'Cannot handle token prior to its validity';
  return 'Syntax error, malformed JSON';
}

/** How many verified tokens an instance remembers: a few per member signed in at once. */
const VERIFIED_TOKENS = 10_000;

export class Tokens {
  /**
   * Tokens whose signature and claims were verified, by the token itself: a member sends the same
   * token with every call of a visit, and each verification was an asynchronous WebCrypto job on
   * the event loop (server README, "Members' journeys at each size"). Its expiry is checked again
   * at every use; whether it was revoked, and its user, are read at every use.
   */
  private readonly verified = new Map<string, JWTPayload>();

  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
    private readonly lifetimeSeconds: number,
    /** The site URL: the plugin puts `get_bloginfo('url')` in `iss` and refuses any other. */
    private readonly issuer: string,
  ) {}

  /** A jwt-auth token: the user id and the login options ride in `data`. */
  async issue(user: UserRow, options: Record<string, unknown>): Promise<string> {
    const lifetime = options.rememberMe ? this.lifetimeSeconds * 4 : this.lifetimeSeconds;
    return new SignJWT({ data: { user: { id: String(user.id) }, options } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.issuer)
      .setIssuedAt()
      .setNotBefore('0s')
      .setJti(randomUUID())
      .setExpirationTime(`${lifetime}s`)
      .sign(this.secret);
  }

  /** The token's claims once its signature and its times hold, verified once while it lasts. */
  private async claimsOf(token: string): Promise<JWTPayload> {
    const known = this.verified.get(token);
    if (known && Number(known.exp) * 1000 > Date.now()) return known;
    this.verified.delete(token);
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] }));
    } catch (error) {
      throw tokenError('jwt_auth_invalid_token', invalidTokenMessage(token, error));
    }
    if (this.verified.size >= VERIFIED_TOKENS)
      this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, payload);
    return payload;
  }

  async verify(token: string): Promise<Session> {
    const payload = await this.claimsOf(token);
    if (payload.iss !== this.issuer)
      throw tokenError('jwt_auth_bad_iss', 'The iss do not match with this server');
    const data = payload.data as
      { user?: { id?: string }; options?: Record<string, unknown> } | undefined;
    const id = Number(data?.user?.id);
    if (!Number.isSafeInteger(id) || id < 1)
      throw tokenError('jwt_auth_bad_request', 'User ID not found in the token');
    const jti = String(payload.jti ?? '');
    // The user and whether the token was revoked, in one statement: every call with a token asks.
    const row = await this.db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) =>
        eb
          .exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti))
          .as('token_revoked'),
      )
      .where('id', '=', id)
      .executeTakeFirst();
    const revoked = row
      ? Number(row.token_revoked) === 1
      : Boolean(
          await this.db
            .selectFrom('revoked_tokens')
            .select('jti')
            .where('jti', '=', jti)
            .executeTakeFirst(),
        );
    if (revoked) {
      throw tokenError('jwt_auth_invalid_token', 'The token has been revoked.');
    }
    if (!row) throw tokenError('jwt_auth_bad_request', 'User ID not found in the token');
    return {
      user: rowToUser(row),
      options: data?.options ?? {},
      jti,
      exp: Number(payload.exp ?? 0),
    };
  }
}

/** Routes that take their token another way than the Authorization header say so in their config. */
export interface TokenCarrierConfig {
  /** `query`: the `token` query parameter is read too (navigator.sendBeacon cannot set headers). */
  tokenCarrier?: 'query';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    tokenCarrier?: TokenCarrierConfig['tokenCarrier'];
  }
}

/**
 * The token of a request: only from `Authorization: Bearer …`, as the plugin reads it, or from
 * `?token=` on the one route whose config allows it. Undefined when none is sent.
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw tokenError('jwt_auth_bad_auth_header', 'Authorization header malformed.');
    return match[1];
  }
  if (request.routeOptions.config?.tokenCarrier !== 'query') return undefined;
  const query = queryValue(request, 'token');
  return typeof query === 'string' && query ? query : undefined;
}

const SESSION = Symbol('campus session');
type WithSession = FastifyRequest & { [SESSION]?: Promise<Session | undefined> };

/**
 * The caller's session, checked once per request. A present but bad token fails the whole request
 * with the plugin's 403, whatever the route: the plugin answers every REST call that way.
 */
export function sessionOf(tokens: Tokens, request: FastifyRequest): Promise<Session | undefined> {
  const holder = request as WithSession;
  holder[SESSION] ??= (async () => {
    const token = tokenOf(request);
    return token ? tokens.verify(token) : undefined;
  })();
  return holder[SESSION];
}

export const optionalSession = (
  tokens: Tokens,
  request: FastifyRequest,
): Promise<Session | undefined> => sessionOf(tokens, request);

export async function requireSession(tokens: Tokens, request: FastifyRequest): Promise<Session> {
  const session = await sessionOf(tokens, request);
  if (!session) throw new WpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
  return session;
}

/**
 * Support couples and subscribers are barred from guarded areas, on the server too (pinned by
 * training.test.ts).
 */
export function requireMember(session: Session): void {
  if (session.user.roles.some((role) => BLOCKED_ROLES.includes(role))) {
    throw new WpError(
      403,
      'rest_forbidden_role',
      "As a Support Couple you don't have access to this area yet.",
    );
  }
}
