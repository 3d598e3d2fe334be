import type { Static } from '@sinclair/typebox';
import type {
  PreferencePayload,
  ProfileUpdate,
  UserPreferences,
} from '@campus/api-client/contract';
import { findUserByEmail, type UserRow } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import type { Db } from '../../services/store';
import { loadOrganization } from './profile';

/* A member's own account: their details, their preferences, and deleting it. */

/** The player's speed, kept per member so every device plays at it (pinned by accounts.test.ts). */
const PLAYBACK_RATE_KEY = 'playback_rate';
const isPlaybackRate = (value: unknown) =>
  value === null || (typeof value === 'number' && value >= 0.5 && value <= 2);

/** Changes what the update names; an address already another account's is refused. */
export async function updateProfile(
  db: Db,
  user: UserRow,
  body: Static<typeof ProfileUpdate>,
): Promise<void> {
  if (body.email && body.email.toLowerCase() !== user.email.toLowerCase()) {
    const taken = await findUserByEmail(db, body.email);
    if (taken)
      throw new WpError(400, 'existing_user_email', 'Sorry, that email address is already used!');
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
}

/** Sets one preference; the player's speed must be one it plays at. */
export async function savePreference(
  db: Db,
  user: UserRow,
  body: Static<typeof PreferencePayload>,
): Promise<UserPreferences> {
  if (body.key === PLAYBACK_RATE_KEY && !isPlaybackRate(body.value ?? null)) {
    throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): value', {
      params: { value: 'playback_rate is a speed from 0.5 to 2, or null' },
    });
  }
  const preferences: UserPreferences = {
    ...user.preferences,
    [body.key]: body.value ?? null,
  };
  const serialised = JSON.stringify(preferences);
  if (serialised.length > 16_384)
    throw new WpError(413, 'rest_request_too_large', 'Preferences are too large.');
  await db
    .updateTable('users')
    .set({ preferences: serialised })
    .where('id', '=', user.id)
    .execute();
  return preferences;
}

/** Deletes an account with its progress, positions and products, in one transaction. */
export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.atomically([
    db.deleteFrom('lesson_progress').where('user_id', '=', id),
    db.deleteFrom('lesson_positions').where('user_id', '=', id),
    db.deleteFrom('user_products').where('user_id', '=', id),
    db.deleteFrom('users').where('id', '=', id),
  ]);
}
