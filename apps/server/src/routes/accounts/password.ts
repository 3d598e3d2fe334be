import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RecoveryResponse, SuccessResponse } from '@campus/api-client';
import { findUserByEmail, requireSession } from '../../plugins/auth';
import { one, run } from '../../plugins/store';
import { WpError } from '../../plugins/errors';
import { field } from '../../plugins/limits';
import { checkPassword } from '../../domain/accounts/rules';

import {
  ResponseType,
  RECOVERY_KEY_LIFETIME_MS,
  email,
  password,
  obj,
  token,
  roleOf,
} from './shared';

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.services;
  const { store, tokens, outbox, config, passwords, limits } = ctx;
  const sendRecovery = async (email: string) => {
    const user = await findUserByEmail(store, email);
    if (!user) return;
    const key = token();
    await run(store, 'INSERT INTO recovery_keys (key, email, created) VALUES (?, ?, ?)', [
      key,
      user.email,
      Date.now(),
    ]);
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
      schema: { body: obj({ email }, ['email']) },
    },
    async (request): Promise<RecoveryResponse> => {
      const body = request.body as { email: string };
      // Known and unknown addresses get the same answer at the same speed (no role, no wait for the
      // lookup or the mail), so the form cannot be used to probe for accounts.
      sendRecovery(body.email).catch((error: unknown) => request.log.error(error));
      return { responseType: ResponseType.VerificationSent, data: { email: body.email } };
    },
  );

  const checkKey = async (key: string, login: string) => {
    const row = await one(
      store,
      'SELECT * FROM recovery_keys WHERE key = ? AND email = ? AND used = 0',
      [key, login],
    );
    if (!row || Date.now() - Number(row.created) > RECOVERY_KEY_LIFETIME_MS) return undefined;
    return findUserByEmail(store, login);
  };

  const recoveryLoginOf = (request: FastifyRequest) =>
    field(request.body, 'login') ?? field(request.query, 'login');
  app.get(
    '/wp/v2/user/recoverpwd/verify',
    {
      preValidation: limits.guard(recoveryLoginOf),
      schema: {
        querystring: obj(
          {
            key: { type: 'string', minLength: 1, maxLength: 100 },
            login: { type: 'string', minLength: 1, maxLength: 254 },
          },
          ['key', 'login'],
        ),
      },
    },
    async (request): Promise<RecoveryResponse> => {
      const { key, login } = request.query as { key: string; login: string };
      const user = await checkKey(key, login);
      if (!user) return { responseType: ResponseType.VerificationFailed, data: { email: login } };
      return { responseType: ResponseType.Verified, data: { ...roleOf(user), email: user.email } };
    },
  );

  app.post(
    '/wp/v2/user/recoverpwd/set',
    {
      preValidation: limits.guard(recoveryLoginOf),
      schema: {
        body: obj(
          {
            key: { type: 'string', minLength: 1, maxLength: 100 },
            login: { type: 'string', minLength: 1, maxLength: 254 },
            password,
          },
          ['key', 'login', 'password'],
        ),
      },
    },
    async (request): Promise<RecoveryResponse> => {
      const body = request.body as { key: string; login: string; password: string };
      const user = await checkKey(body.key, body.login);
      if (!user)
        throw new WpError(400, 'invalid_key', 'We were unable to verify your recovery key.');
      checkPassword(body.password);
      await store.batch(
        [
          {
            sql: 'UPDATE users SET password_hash = ? WHERE id = ?',
            args: [await passwords.hash(body.password), user.id],
          },
          { sql: 'UPDATE recovery_keys SET used = 1 WHERE email = ?', args: [user.email] },
        ],
        'write',
      );
      return { responseType: ResponseType.Completed, data: { ...roleOf(user), email: user.email } };
    },
  );

  app.post(
    '/wp/v2/user/resetpwd',
    {
      schema: { body: obj({ password, oldPassword: password }, ['password', 'oldPassword']) },
    },
    async (request): Promise<SuccessResponse> => {
      const session = await requireSession(tokens, request);
      const body = request.body as { password: string; oldPassword: string };
      if (!(await passwords.verify(body.oldPassword, session.user.password_hash))) {
        throw new WpError(400, 'incorrect_password', 'The old password is incorrect.');
      }
      checkPassword(body.password);
      await run(store, 'UPDATE users SET password_hash = ? WHERE id = ?', [
        await passwords.hash(body.password),
        session.user.id,
      ]);
      return { success: true };
    },
  );
};
