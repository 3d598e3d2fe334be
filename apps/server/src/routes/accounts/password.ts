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
import { requireSession } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import { field } from '../../services/limits';
import {
  changePassword,
  recoveredAccount,
  sendRecovery,
  setRecoveredPassword,
} from '../../domain/accounts/passwords';

import { roleOf } from './shared';

export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens, limits } = ctx;
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
      sendRecovery(ctx, body.email).catch((error: unknown) => request.log.error(error));
      return { responseType: RecoveryResponseType.VerificationSent, data: { email: body.email } };
    },
  );

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
      const user = await recoveredAccount(db, key, login);
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
      const user = await recoveredAccount(db, body.key, body.login);
      if (!user)
        throw new WpError(400, 'invalid_key', 'We were unable to verify your recovery key.');
      await setRecoveredPassword(ctx, user, body.password);
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
      await changePassword(ctx, session.user, request.body);
      return { success: true };
    },
  );
};
