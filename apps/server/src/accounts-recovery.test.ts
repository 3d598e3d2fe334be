import type { Profile, RecoveryResponse } from '@campus/api-client';
import { decodeJwt } from '@campus/api-client';
import {
  bearer,
  login,
  outbox,
  restCalls,
  startTestServer,
  waitForMail,
  type TestServer,
} from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { post } = restCalls(() => server.app);

const NEW_PASSWORD = 'Brand-new1!';

describe('password recovery', () => {
  it('walks init → mailed key → verify → set → login with the new password', async () => {
    const email = 'subscriber@campus.test';
    const init = (await post('/wp/v2/user/recoverpwd/init', { email })).json<RecoveryResponse>();
    expect(init).toEqual({ responseType: 1, data: { email } });
    const link = new URL((await waitForMail(server.app, email))[0]!.links[0]!);
    const key = link.searchParams.get('key')!;
    expect(link.pathname).toBe('/user/recover-password');
    expect(link.searchParams.get('login')).toBe(email);
    const verify = await server.app.inject({
      method: 'GET',
      url: `/wp-json/wp/v2/user/recoverpwd/verify?key=${key}&login=${encodeURIComponent(email)}`,
    });
    expect(verify.json<RecoveryResponse>().responseType).toBe(3);
    const set = await post('/wp/v2/user/recoverpwd/set', {
      key,
      login: email,
      password: NEW_PASSWORD,
    });
    expect(set.json<RecoveryResponse>()).toEqual({
      responseType: 4,
      data: { role: 'subscriber', email },
    });
    await expect(login(server.app, email, NEW_PASSWORD)).resolves.toBeTruthy();
    expect(
      (
        await post('/wp/v2/user/recoverpwd/set', { key, login: email, password: NEW_PASSWORD })
      ).json().code,
    ).toBe('invalid_key');
  });

  it('reports a bad key as VerificationFailed and answers unknown addresses like known ones', async () => {
    const verify = await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/user/recoverpwd/verify?key=wrong&login=admin%40campus.test',
    });
    expect(verify.json<RecoveryResponse>().responseType).toBe(2);
    expect(
      (
        await post('/wp/v2/user/recoverpwd/init', { email: 'ghost@campus.test' })
      ).json<RecoveryResponse>().responseType,
    ).toBe(1);
    expect(await outbox(server.app, 'ghost@campus.test')).toEqual([]);
    expect(
      (await server.app.inject({ method: 'GET', url: '/wp-json/wp/v2/user/recoverpwd/verify' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('profile', () => {
  it('reads, updates and saves preferences for the signed-in member only', async () => {
    const token = await login(server.app, 'admin@campus.test');
    const me = (
      await post(
        '/wp/v2/user/update',
        { first_name: 'Adele', birthday: '1991-02-03' },
        bearer(token),
      )
    ).json<Profile>();
    expect(me).toMatchObject({ first_name: 'Adele', birthday: '1991-02-03' });
    const read = await server.app.inject({
      method: 'GET',
      url: `/wp-json/wp/v2/user/profile/${me.id}`,
      headers: bearer(token),
    });
    expect(read.json<Profile>().first_name).toBe('Adele');
    const prefs = await post(
      '/wp/v2/user/preferences',
      { key: 'dashboard.layout', value: 'grid' },
      bearer(token),
    );
    expect(prefs.json()).toMatchObject({ 'dashboard.layout': 'grid' });
    // The player's speed is a speed the player offers, or nothing.
    const speed = await post(
      '/wp/v2/user/preferences',
      { key: 'playback_rate', value: 1.5 },
      bearer(token),
    );
    expect(speed.json()).toMatchObject({ 'dashboard.layout': 'grid', playback_rate: 1.5 });
    for (const value of [4, 0, '1.5', true]) {
      const refused = await post(
        '/wp/v2/user/preferences',
        { key: 'playback_rate', value },
        bearer(token),
      );
      expect({ value, status: refused.statusCode, code: refused.json().code }).toEqual({
        value,
        status: 400,
        code: 'rest_invalid_param',
      });
    }
    expect(
      (await post('/wp/v2/user/update', { birthday: 'not a date' }, bearer(token))).statusCode,
    ).toBe(400);
    expect((await post('/wp/v2/user/update', { country: 'abc' }, bearer(token))).statusCode).toBe(
      400,
    );
  });

  it('keeps members out of other profiles and anonymous callers out of all', async () => {
    const token = await login(server.app, 'translator@campus.test');
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/wp-json/wp/v2/user/profile/1',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(403);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/user/profile/1',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_not_logged_in');
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/wp-json/wp/v2/user/profile/abc',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('changes the password only with the right old password', async () => {
    const token = await login(server.app, 'newbie@campus.test');
    expect(
      (
        await post(
          '/wp/v2/user/resetpwd',
          { password: NEW_PASSWORD, oldPassword: 'wrong' },
          bearer(token),
        )
      ).json().code,
    ).toBe('incorrect_password');
    expect(
      (
        await post(
          '/wp/v2/user/resetpwd',
          { password: 'weak', oldPassword: 'Campus!2026' },
          bearer(token),
        )
      ).json().code,
    ).toBe('weak_password');
    expect(
      (
        await post(
          '/wp/v2/user/resetpwd',
          { password: NEW_PASSWORD, oldPassword: 'Campus!2026' },
          bearer(token),
        )
      ).json(),
    ).toEqual({ success: true });
    await expect(login(server.app, 'newbie@campus.test', NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('deletes one’s own account', async () => {
    const email = 'delete.me@campus.test';
    await post('/wp/v2/user/account/request', {
      user: {
        first_name: 'D',
        last_name: 'M',
        email,
        country: 1,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        agreedToTerms: true,
      },
    });
    const code = (await outbox(server.app, email))[0]!.links[0]!.split('/').pop()!;
    await post('/wp/v2/user/account/verify', { code, user: { email } });
    const token = await login(server.app, email, NEW_PASSWORD);
    const id = decodeJwt(token).data?.user?.id;
    const other = await server.app.inject({
      method: 'DELETE',
      url: '/wp-json/wp/v2/user/1',
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    const response = await server.app.inject({
      method: 'DELETE',
      url: `/wp-json/wp/v2/user/${id}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.json()).toMatchObject({ success: true, deleted: true });
    expect((await post('/wp/v2/user/exists', { email })).json()).toEqual({ exists: false });
  });
});
