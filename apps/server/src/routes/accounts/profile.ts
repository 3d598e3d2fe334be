import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Id,
  PreferencePayload,
  Profile,
  ProfileUpdate,
  UserPreferences,
} from '@campus/api-client/contract';
import { findUser, requireSession } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import { presentProfile } from '../../domain/accounts/profile';
import { deleteAccount, savePreference, updateProfile } from '../../domain/accounts/account';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens } = ctx;
  app.get(
    '/wp/v2/user/profile/:id(^\\d+)',
    { schema: { params: Type.Object({ id: Id }), response: { 200: Profile } } },
    async (request): Promise<Profile> => {
      const session = await requireSession(tokens, request);
      const { id } = request.params;
      if (id !== session.user.id && !session.user.roles.includes('administrator')) {
        throw new WpError(
          403,
          'rest_forbidden',
          'Sorry, you are not allowed to view this profile.',
        );
      }
      const user = await findUser(db, id);
      if (!user) throw new WpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
      return presentProfile(db, user);
    },
  );

  app.post(
    '/wp/v2/user/update',
    {
      schema: { body: ProfileUpdate, response: { 200: Profile } },
    },
    async (request) => {
      const session = await requireSession(tokens, request);
      await updateProfile(db, session.user, request.body);
      return presentProfile(db, (await findUser(db, session.user.id))!);
    },
  );

  app.post(
    '/wp/v2/user/preferences',
    {
      schema: { body: PreferencePayload, response: { 200: UserPreferences } },
    },
    async (request): Promise<UserPreferences> => {
      const session = await requireSession(tokens, request);
      return savePreference(db, session.user, request.body);
    },
  );

  app.delete(
    '/wp/v2/user/:id(^\\d+)',
    { schema: { params: Type.Object({ id: Id }) } },
    async (request) => {
      const session = await requireSession(tokens, request);
      const { id } = request.params;
      if (id !== session.user.id && !session.user.roles.includes('administrator')) {
        throw new WpError(
          403,
          'rest_cannot_delete',
          'Sorry, you are not allowed to delete this user.',
        );
      }
      const user = await findUser(db, id);
      if (!user) throw new WpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
      const previous = await presentProfile(db, user);
      await deleteAccount(db, id);
      return { success: true, deleted: true, previous };
      return { success: true, deleted: true, previous };
    },
  );
};
