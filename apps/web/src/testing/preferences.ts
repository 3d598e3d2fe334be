import type { UserPreferences } from '@campus/api-client';
import { withFaults } from '@campus/api-client/testing';
import { DEMO_PASSWORD, type Campus } from '@campus/server/testing';
import { campusServices } from './kit';

/**
 * `campusServices` that also counts the preference saves the server has answered, so what it keeps
 * can be read back right after.
 */
export async function campusCountingSaves(
  campus: Pick<Campus, 'baseUrl'>,
  options: Parameters<typeof campusServices>[1] = {},
) {
  let answered = 0;
  const faults = withFaults(async (input, init) => {
    const response = await fetch(input, init);
    if (init?.method === 'POST' && String(input).endsWith('/wp-json/wp/v2/user/preferences'))
      answered += 1;
    return response;
  });
  const kit = await campusServices(campus, { ...options, faults });
  return { ...kit, saves: () => answered };
}

/** What the server keeps for `email`, as a fresh sign-in hands it over. */
export async function preferencesOf(
  campus: Pick<Campus, 'baseUrl'>,
  email: string,
): Promise<UserPreferences> {
  const response = await fetch(`${campus.baseUrl}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { profile: { preferences: UserPreferences } }).profile
    .preferences;
}
