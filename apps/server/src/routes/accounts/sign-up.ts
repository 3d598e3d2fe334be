import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PendingAccountPayload,
  type SignupPayload,
  SignupRequest,
  SignupResponse,
  VerificationData,
  VerifyAccountPayload,
  VerifyAccountResponse,
} from '@campus/api-client/contract';
import { findUserByEmail } from '../../plugins/auth';
import { json } from '../../plugins/store';
import { WpError } from '../../plugins/errors';
import { field } from '../../plugins/limits';
import { checkPassword } from '../../domain/accounts/rules';

import { token } from './shared';

export const signUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, outbox, config, passwords, limits } = ctx;
  app.post(
    '/wp/v2/user/account/request',
    {
      preValidation: limits.guard((request) => field(request.body, 'user', 'email')),
      schema: { body: SignupRequest, response: { 200: SignupResponse } },
    },
    async (request): Promise<SignupResponse> => {
      const { user } = request.body;
      const source = user.source ?? 'other';
      if (await findUserByEmail(db, user.email)) {
        throw new WpError(
          400,
          'user_exists',
          'An account with this email address already exists. <a href="/user/signon">Sign in</a> or <a href="/user/recover-password">reset your password</a>.',
        );
      }
      if (source === 'other') {
        if (!user.password)
          throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): password', {
            params: { password: 'is required' },
          });
        checkPassword(user.password);
        if (user.confirmPassword !== undefined && user.confirmPassword !== user.password) {
          throw new WpError(400, 'password_mismatch', 'Passwords must match');
        }
        if (user.agreedToTerms === false)
          throw new WpError(
            400,
            'terms_not_accepted',
            'You must agree to the Terms and Conditions.',
          );
      }
      const code = token();
      const data = {
        ...user,
        passwordHash: user.password ? await passwords.hash(user.password) : null,
        password: undefined,
        confirmPassword: undefined,
      };
      await db
        .updateTable('account_requests')
        .set({ used: 1 })
        .where(db.sameText('email', user.email))
        .where('used', '=', 0)
        .execute();
      await db
        .insertInto('account_requests')
        .values({
          code,
          email: user.email,
          data: JSON.stringify(data),
          source,
          created: new Date().toISOString(),
        })
        .execute();
      const link = `${config.publicUrl}/user/verify/${code}`;
      await outbox.send({
        to: user.email,
        subject: 'Confirm your Campus account',
        text: `Hello ${user.first_name},\n\nConfirm your e-mail address to finish creating your account:\n${link}\n\nIf you did not ask for an account, ignore this message.`,
        links: [link],
      });
      return {
        success: true,
        message: 'Thanks for signing up. Check your email for a link to verify your account.',
      };
    },
  );

  const loadRequest = async (code: string) => {
    const row = await db
      .selectFrom('account_requests')
      .selectAll()
      .where('code', '=', code)
      .where('used', '=', 0)
      .executeTakeFirst();
    if (!row)
      throw new WpError(
        404,
        'invalid_code',
        'This verification link is invalid or has already been used.',
      );
    return {
      email: String(row.email),
      source: String(row.source) as 'survey' | 'other',
      data: json<SignupPayload & { passwordHash: string | null }>(row.data),
    };
  };

  const codeOf = (request: FastifyRequest) => field(request.body, 'code');
  app.post(
    '/wp/v2/user/account/pending',
    {
      preValidation: limits.guard(codeOf),
      schema: { body: PendingAccountPayload, response: { 200: VerificationData } },
    },
    async (request): Promise<VerificationData> => {
      const { code } = request.body;
      const pending = await loadRequest(code);
      return {
        user: { email: pending.email, first_name: pending.data.first_name, password: '' },
        privacyContent:
          '<p>We use your details to run your account and your courses. We never sell them.</p>',
        content: `<h2>Welcome, ${pending.data.first_name.replace(/[<>&"]/g, '')}!</h2><p>Your e-mail address is confirmed. Get started to sign in.</p>`,
        source: pending.source,
      };
    },
  );

  app.post(
    '/wp/v2/user/account/verify',
    {
      preValidation: limits.guard(codeOf),
      schema: { body: VerifyAccountPayload, response: { 200: VerifyAccountResponse } },
    },
    async (request): Promise<VerifyAccountResponse> => {
      const { body } = request;
      const pending = await loadRequest(body.code);
      let hash = pending.data.passwordHash;
      if (body.user?.password) {
        checkPassword(body.user.password);
        hash = await passwords.hash(body.user.password);
      }
      if (!hash)
        throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): password', {
          params: { password: 'is required' },
        });
      const roles = pending.source === 'survey' ? ['support_couple'] : ['member'];
      const d = pending.data;
      await db.atomically([
        db.updateTable('account_requests').set({ used: 1 }).where('code', '=', body.code),
        db.insertInto('users').values({
          email: pending.email,
          password_hash: hash,
          first_name: d.first_name,
          last_name: d.last_name,
          mobile_number: d.mobileNumber ?? '',
          country: d.country ?? null,
          locality: d.locality ?? null,
          roles: JSON.stringify(roles),
          preferences: '{}',
          created: new Date().toISOString(),
        }),
      ]);
      return { success: true, email: pending.email, user_roles: roles };
    },
  );
};
