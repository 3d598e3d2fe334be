import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordRoutes } from './password';
import { profileRoutes } from './profile';
import { signInRoutes } from './sign-in';
import { signUpRoutes } from './sign-up';

/** Accounts: signing in (the JWT plugin's routes), the profile, signing up, and passwords. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signInRoutes);
  await app.register(profileRoutes);
  await app.register(signUpRoutes);
  await app.register(passwordRoutes);
};
