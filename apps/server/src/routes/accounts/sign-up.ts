import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PendingAccountPayload,
  SignupRequest,
  SignupResponse,
  VerificationData,
  VerifyAccountPayload,
  VerifyAccountResponse,
} from '@campus/api-client/contract';
import { field } from '../../services/limits';
import { pendingAccount, requestAccount, verifyAccount } from '../../domain/accounts/sign-up';

export const signUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, limits } = ctx;
  app.post(
    '/wp/v2/user/account/request',
    {
      preValidation: limits.guard((request) => field(request.body, 'user', 'email')),
      schema: { body: SignupRequest, response: { 200: SignupResponse } },
    },
    async (request): Promise<SignupResponse> => {
      const { user } = request.body;
      await requestAccount(ctx, user);
      return {
        success: true,
        message: 'Thanks for signing up. Check your email for a link to verify your account.',
      };
    },
  );

  const codeOf = (request: FastifyRequest) => field(request.body, 'code');
  app.post(
    '/wp/v2/user/account/pending',
    {
      preValidation: limits.guard(codeOf),
      schema: { body: PendingAccountPayload, response: { 200: VerificationData } },
    },
    async (request): Promise<VerificationData> => {
      const { code } = request.body;
      const pending = await pendingAccount(db, code);
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
      const { email, roles } = await verifyAccount(ctx, request.body);
      return { success: true, email, user_roles: roles };
    },
  );
};
