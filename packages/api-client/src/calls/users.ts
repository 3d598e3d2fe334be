import type { ApiClient } from '../client';
import type {
  LoginPayload,
  LoginResponse,
  PendingAccountPayload,
  Profile,
  RecoveryInitPayload,
  RecoveryResponse,
  RecoverySetPayload,
  RecoveryVerifyQuery,
  ResetPasswordPayload,
  SignupPayload,
  SignupResponse,
  SuccessResponse,
  TokenValidation,
  UserExistsPayload,
  UserExistsResponse,
  VerificationData,
  VerifyAccountPayload,
  VerifyAccountResponse,
} from '../types';
import { get, write, type CallOptions } from './http';

const AUTH = '/jwt-auth/v1';
const USER = '/wp/v2/user';

/** POST /jwt-auth/v1/token; clears the whole cache. */
export const login = (client: ApiClient, payload: LoginPayload, opts?: CallOptions) =>
  write<LoginResponse>(client, 'POST', `${AUTH}/token`, payload, opts);

/** POST /jwt-auth/v1/token/validate with the bearer token and no body. */
export const validateToken = (client: ApiClient, opts?: CallOptions) =>
  write<TokenValidation>(client, 'POST', `${AUTH}/token/validate`, undefined, opts);

/** POST /wp/v2/user/exists, unauthenticated. */
export const userExists = (client: ApiClient, payload: UserExistsPayload, opts?: CallOptions) =>
  write<UserExistsResponse>(client, 'POST', `${USER}/exists`, payload, opts);

/** POST /wp/v2/user/logout: answered locally with `{success: true}`; clears the whole cache. */
export const logout = (client: ApiClient, opts?: CallOptions) =>
  write<SuccessResponse>(client, 'POST', `${USER}/logout`, {}, opts);

/** POST /wp/v2/user/update; clears the course and user caches. */
export const updateProfile = (client: ApiClient, profile: Partial<Profile>, opts?: CallOptions) =>
  write<Profile>(client, 'POST', `${USER}/update`, profile, opts);

/** DELETE /wp/v2/user/{id} */
export const deleteUser = (client: ApiClient, id: number, opts?: CallOptions) =>
  write<SuccessResponse>(client, 'DELETE', `${USER}/${id}`, undefined, opts);

/** POST /wp/v2/user/account/request with `{user}` (the sign-up payload). */
export const requestAccount = (client: ApiClient, user: SignupPayload, opts?: CallOptions) =>
  write<SignupResponse>(client, 'POST', `${USER}/account/request`, { user }, opts);

/** POST /wp/v2/user/account/pending: checks a verification code. */
export const checkPendingAccount = (
  client: ApiClient,
  payload: PendingAccountPayload,
  opts?: CallOptions,
) => write<VerificationData>(client, 'POST', `${USER}/account/pending`, payload, opts);

/** POST /wp/v2/user/account/verify */
export const verifyAccount = (
  client: ApiClient,
  payload: VerifyAccountPayload,
  opts?: CallOptions,
) => write<VerifyAccountResponse>(client, 'POST', `${USER}/account/verify`, payload, opts);

/** POST /wp/v2/user/recoverpwd/init */
export const recoverPassword = (
  client: ApiClient,
  payload: RecoveryInitPayload,
  opts?: CallOptions,
) => write<RecoveryResponse>(client, 'POST', `${USER}/recoverpwd/init`, payload, opts);

/** GET /wp/v2/user/recoverpwd/verify?key=&login= (never cached). */
export const verifyRecoveryKey = (
  client: ApiClient,
  query: RecoveryVerifyQuery,
  opts?: CallOptions,
) => get<RecoveryResponse>(client, `${USER}/recoverpwd/verify`, { ...query }, opts);

/** POST /wp/v2/user/recoverpwd/set */
export const setRecoveredPassword = (
  client: ApiClient,
  payload: RecoverySetPayload,
  opts?: CallOptions,
) => write<RecoveryResponse>(client, 'POST', `${USER}/recoverpwd/set`, payload, opts);

/** POST /wp/v2/user/resetpwd */
export const resetPassword = (
  client: ApiClient,
  payload: ResetPasswordPayload,
  opts?: CallOptions,
) => write<SuccessResponse>(client, 'POST', `${USER}/resetpwd`, payload, opts);

/** GET /wp/v2/user/profile/{id} (never cached). */
export const getProfile = (client: ApiClient, id: number | string, opts?: CallOptions) =>
  get<Profile>(client, `${USER}/profile/${id}`, undefined, opts);
