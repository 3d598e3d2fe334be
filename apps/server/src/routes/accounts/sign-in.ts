import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import {
  SuccessResponse,
  TokenAnswer,
  TokenRequest,
  TokenValidation,
  UserExistsPayload,
  UserExistsResponse,
} from '@campus/api-client/contract';
import { findUserByEmail, requireSession, tokenOf } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import { field } from '../../services/limits';
import { presentProfile } from '../../domain/accounts/profile';
import { actionsOf } from '../../domain/accounts/rules';
import { authenticate, endSession, niceName } from '../../domain/accounts/sign-in';

export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens, limits } = ctx;
  const loginOf = (request: FastifyRequest) =>
    field(request.body, 'username') ?? field(request.body, 'user_email');

  app.post(
    '/jwt-auth/v1/token',
    {
      preValidation: limits.guard(loginOf),
      // The plugin takes `username`; the app sends `user_email`. Missing ones are WordPress's 403s, not schema errors.
      schema: { body: TokenRequest, response: { 200: TokenAnswer } },
    },
    async (request): Promise<Static<typeof TokenAnswer>> => {
      // Without a body the sign-in fails as WordPress's does, on the missing username.
      const body: Static<typeof TokenRequest> = request.body ?? {};
      const user = await authenticate(
        ctx,
        (body.username ?? body.user_email ?? '').trim(),
        body.password ?? '',
      );
      const profile = await presentProfile(db, user);
      return {
        token: await tokens.issue(user, { ...body.options, actions: actionsOf(user) }),
        user_email: user.email,
        user_nicename: niceName(user.email),
        user_display_name:
          [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
        profile,
        organization: profile.organization ?? null,
      };
    },
  );

  app.post(
    '/jwt-auth/v1/token/validate',
    { schema: { response: { 200: TokenValidation } } },
    async (request): Promise<TokenValidation> => {
      const token = tokenOf(request);
      if (!token)
        throw new WpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.');
      await tokens.verify(token);
      return { code: 'jwt_auth_valid_token', data: { status: 200 } };
    },
  );

  app.post(
    '/wp/v2/user/exists',
    {
      preValidation: limits.guard((request) => field(request.body, 'email')),
      schema: { body: UserExistsPayload, response: { 200: UserExistsResponse } },
    },
    async (request): Promise<UserExistsResponse> => {
      const { body } = request;
      return { exists: Boolean(await findUserByEmail(db, body.email)) };
    },
  );

  app.post(
    '/wp/v2/user/logout',
    { schema: { response: { 200: SuccessResponse } } },
    async (request): Promise<SuccessResponse> => {
      const session = await requireSession(tokens, request);
      await endSession(db, session);
      return { success: true };
    },
  );
};
