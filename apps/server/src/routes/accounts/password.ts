import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RecoveryResponseType } from '@campus/api-client';
import {
  RecoveryInitPayload,
  RecoveryResponse,
  RecoverySetPayload,
  RecoveryVerifyQuery,
  ResetPasswordPayload,
  SuccessResponse,
} from '@campus/api-client/contract';
import { findUserByEmail, requireSession } from '../../plugins/auth';
import { WpError } from '../../plugins/errors';
import { field } from '../../plugins/limits';
import { checkPassword } from '../../domain/accounts/rules';

import { RECOVERY_KEY_LIFETIME_MS, token, roleOf } from './shared';

export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens, outbox, config, passwords, limits } = ctx;
  const sendRecovery = async (email: string) => {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const key = token();
    await db
      .insertInto('recovery_keys')
      .values({ key, email: user.email, created: Date.now() })
      .execute();
    const link = `${config.publicUrl}/user/recover-password?key=${key}&login=${encodeURIComponent(user.email)}`;
    await outbox.send({
      to: user.email,
      subject: 'Reset your Campus password',
      text: `Someone asked to reset the password for ${user.email}.\n\nTo choose a new password, visit:\n${link}\n\nIf this was not you, ignore this message.`,
      links: [link],
    });
  };

  app.post(
    '/wp/v2/user/recoverpwd/init',
    {
      preValidation: limits.guard((request) => field(request.body, 'email')),
      schema: { body: RecoveryInitPayload, response: { 200: RecoveryResponse } },
    },
    async (request): Promise<RecoveryResponse> => {
      const { body } = request;
      // Known and unknown addresses get the same answer at the same speed (no role, no wait for the
      // lookup or the mail), so the form cannot be used to probe for accounts.
      sendRecovery(body.email).catch((error: unknown) => request.log.error(error));
      return { responseType: RecoveryResponseType.VerificationSent, data: { email: body.email } };
    },
  );

  const checkKey = async (key: string, login: string) => {
    const row = await db
      .selectFrom('recovery_keys')
      .selectAll()
      .where('key', '=', key)
      .where(db.sameText('email', login))
      .where('used', '=', 0)
      .executeTakeFirst();
    if (!row || Date.now() - Number(row.created) > RECOVERY_KEY_LIFETIME_MS) return undefined;
    return findUserByEmail(db, login);
  };

  const recoveryLoginOf = (request: FastifyRequest) =>
    field(request.body, 'login') ?? field(request.query, 'login');
  app.get(
    '/wp/v2/user/recoverpwd/verify',
    {
      preValidation: limits.guard(recoveryLoginOf),
      schema: {
        querystring: RecoveryVerifyQuery,
        response: { 200: RecoveryResponse },
      },
    },
    async (request): Promise<RecoveryResponse> => {
      const { key, login } = request.query;
      const user = await checkKey(key, login);
      if (!user)
        return { responseType: RecoveryResponseType.VerificationFailed, data: { email: login } };
      return {
        responseType: RecoveryResponseType.Verified,
        data: { ...roleOf(user), email: user.email },
      };
    },
  );

  app.post(
    '/wp/v2/user/recoverpwd/set',
    {
      preValidation: limits.guard(recoveryLoginOf),
      schema: {
        body: RecoverySetPayload,
        response: { 200: RecoveryResponse },
      },
    },
    async (request): Promise<RecoveryResponse> => {
      const { body } = request;
      const user = await checkKey(body.key, body.login);
      if (!user)
        throw new WpError(400, 'invalid_key', 'We were unable to verify your recovery key.');
      checkPassword(body.password);
      const passwordHash = await passwords.hash(body.password);
      await db.atomically([
        db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id),
        db.updateTable('recovery_keys').set({ used: 1 }).where(db.sameText('email', user.email)),
      ]);
      return {
        responseType: RecoveryResponseType.Completed,
        data: { ...roleOf(user), email: user.email },
      };
    },
  );

  app.post(
    '/wp/v2/user/resetpwd',
    {
      schema: { body: ResetPasswordPayload, response: { 200: SuccessResponse } },
    },
    async (request): Promise<SuccessResponse> => {
      const session = await requireSession(tokens, request);
      const { body } = request;
      if (!(await passwords.verify(body.oldPassword, session.user.password_hash))) {
        throw new WpError(400, 'incorrect_password', 'The old password is incorrect.');
      }
      checkPassword(body.password);
      await db
        .updateTable('users')
        .set({ password_hash: await passwords.hash(body.password) })
        .where('id', '=', session.user.id)
        .execute();
      return { success: true };
    },
  );
};
