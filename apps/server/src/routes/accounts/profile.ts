import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Id,
  PreferencePayload,
  Profile,
  ProfileUpdate,
  UserPreferences,
} from '@campus/api-client/contract';
import { findUser, findUserByEmail, requireSession } from '../../plugins/auth';
import { WpError } from '../../plugins/errors';
import { loadOrganization, presentProfile } from '../../domain/accounts/profile';

/** The player's speed, kept per member so every device plays at it (pinned by accounts.test.ts). */
const PLAYBACK_RATE_KEY = 'playback_rate';
const isPlaybackRate = (value: unknown) =>
  value === null || (typeof value === 'number' && value >= 0.5 && value <= 2);

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
      const { body } = request;
      const user = session.user;
      if (body.email && body.email.toLowerCase() !== user.email.toLowerCase()) {
        const taken = await findUserByEmail(db, body.email);
        if (taken)
          throw new WpError(
            400,
            'existing_user_email',
            'Sorry, that email address is already used!',
          );
      }
      if (body.birthday && Number.isNaN(Date.parse(body.birthday))) {
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): birthday', {
          params: { birthday: 'is not a valid date' },
        });
      }
      if (body.organizationId != null && !(await loadOrganization(db, body.organizationId))) {
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): organizationId', {
          params: { organizationId: 'is not a known organization' },
        });
      }
      await db
        .updateTable('users')
        .set({
          email: body.email ?? user.email,
          first_name: body.first_name ?? user.first_name,
          last_name: body.last_name ?? user.last_name,
          mobile_number: body.mobileNumber ?? user.mobile_number,
          country: body.country !== undefined ? body.country : user.country,
          locality: body.locality !== undefined ? body.locality : user.locality,
          birthday: body.birthday !== undefined ? body.birthday : user.birthday,
          organization_id:
            body.organizationId !== undefined ? body.organizationId : user.organization_id,
        })
        .where('id', '=', user.id)
        .execute();
      return presentProfile(db, (await findUser(db, user.id))!);
    },
  );

  app.post(
    '/wp/v2/user/preferences',
    {
      schema: { body: PreferencePayload, response: { 200: UserPreferences } },
    },
    async (request): Promise<UserPreferences> => {
      const session = await requireSession(tokens, request);
      const { body } = request;
      if (body.key === PLAYBACK_RATE_KEY && !isPlaybackRate(body.value ?? null)) {
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): value', {
          params: { value: 'playback_rate is a speed from 0.5 to 2, or null' },
        });
      }
      const preferences: UserPreferences = {
        ...session.user.preferences,
        [body.key]: body.value ?? null,
      };
      const serialised = JSON.stringify(preferences);
      if (serialised.length > 16_384)
        throw new WpError(413, 'rest_request_too_large', 'Preferences are too large.');
      await db
        .updateTable('users')
        .set({ preferences: serialised })
        .where('id', '=', session.user.id)
        .execute();
      return preferences;
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
      await db.atomically([
        db.deleteFrom('lesson_progress').where('user_id', '=', id),
        db.deleteFrom('lesson_positions').where('user_id', '=', id),
        db.deleteFrom('user_products').where('user_id', '=', id),
        db.deleteFrom('users').where('id', '=', id),
      ]);
      return { success: true, deleted: true, previous };
    },
  );
};
