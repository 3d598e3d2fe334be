import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { EMAIL_PATTERN } from '@campus/api-client';
import {
  SuccessResponse,
  TokenAnswer,
  TokenRequest,
  TokenValidation,
  UserExistsPayload,
  UserExistsResponse,
} from '@campus/api-client/contract';
import { findUserByEmail, requireSession, tokenOf, type UserRow } from '../../plugins/auth';
import { WpError } from '../../plugins/errors';
import { field } from '../../plugins/limits';
import { presentProfile } from '../../domain/accounts/profile';
import { actionsOf } from '../../domain/accounts/rules';

import { escapeHtml, niceName } from './shared';

export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens, config, passwords, limits } = ctx;
  const lostPasswordUrl = `${config.publicUrl}/wp-login.php?action=lostpassword`;
  const loginError = (code: string, message: string) =>
    new WpError(403, `[jwt_auth] ${code}`, message);

  /** The plugin's answer: `wp_authenticate` errors prefixed `[jwt_auth]`, all 403, messages as WordPress words them. */
  const authenticate = async (login: string, password: string): Promise<UserRow> => {
    if (!login)
      throw loginError('empty_username', '<strong>Error:</strong> The username field is empty.');
    if (!password)
      throw loginError('empty_password', '<strong>Error:</strong> The password field is empty.');
    const user = await findUserByEmail(db, login);
    if (!user) {
      const pending = await db
        .selectFrom('account_requests')
        .select('code')
        .where(db.sameText('email', login))
        .where('used', '=', 0)
        .executeTakeFirst();
      if (pending) {
        throw loginError(
          'user_exists',
          `An account for ${escapeHtml(login)} is waiting to be verified. Follow the link in the email we sent you to finish signing up.`,
        );
      }
      if (new RegExp(EMAIL_PATTERN).test(login))
        throw loginError(
          'invalid_email',
          'Unknown email address. Check again or try your username.',
        );
      throw loginError(
        'invalid_username',
        `<strong>Error:</strong> The username <strong>${escapeHtml(login)}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`,
      );
    }
    if (!(await passwords.verify(password, user.password_hash))) {
      // Accounts log in with their e-mail as user_login, so WordPress words it "for the username".
      throw loginError(
        'incorrect_password',
        `<strong>Error:</strong> The password you entered for the username <strong>${escapeHtml(user.email)}</strong> is incorrect. <a href="${lostPasswordUrl}">Lost your password?</a>`,
      );
    }
    if (passwords.needsRehash(user.password_hash)) {
      await db
        .updateTable('users')
        .set({ password_hash: await passwords.hash(password) })
        .where('id', '=', user.id)
        .execute();
    }
    return user;
  };

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
      await db
        .insertInto('revoked_tokens')
        .values({ jti: session.jti, expires: session.exp })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return { success: true };
    },
  );
};
