/** @jest-environment node */
import type { Profile } from '@campus/api-client';
import { until } from '@campus/api-client/testing';
import { DEMO_PASSWORD } from '@campus/server/testing';
import { MEMBER_EMAIL } from '../../testing/kit';
import {
  passwordChangeSubmitted,
  profileOpened,
  profileSubmitted,
  RecoveryMode,
  recoveryOpened,
  recoveryPasswordSubmitted,
  recoveryRequested,
} from './slice';

import { accountsOnCampus } from './testing/accountsOnCampus';

const { on, freshEmail, post, requestAccount, start, readProfile, login } = accountsOnCampus();

describe('recovery', () => {
  /** The newest recovery link mailed to `email`, once `count` mails to it have arrived. */
  const recoveryLink = async (email: string, count = 1) => {
    const mail = (await on.campus.mails(email, count)).find(
      (m) => m.subject === 'Reset your Campus password',
    );
    return new URL(mail!.links[0]!);
  };

  test('a request answered VerificationSent shows the sent notice, mails the link and names no role', async () => {
    const { store } = await start();
    store.dispatch(recoveryOpened({ key: null, login: null }));
    store.dispatch(recoveryRequested({ email: ' couple@campus.test ' }));
    expect(await until(() => store.getState().accounts.recover.notice === 'verificationSent')).toBe(
      true,
    );
    // The server answers known and unknown addresses alike, so the role waits for the key check.
    expect(store.getState().accounts.recover).toMatchObject({
      mode: RecoveryMode.Recover,
      role: null,
    });
    const link = await recoveryLink('couple@campus.test');
    expect(link.pathname).toBe('/user/recover-password');
    expect(link.searchParams.get('login')).toBe('couple@campus.test');
  });

  test('key and login verify, move to Reset with the e-mail and role, then set the password to Complete', async () => {
    // A "+" in the login shows the query is encoded, not pasted.
    const email = freshEmail('a+b');
    await post('/wp/v2/user/account/verify', {
      code: await requestAccount(email, { source: 'survey' }),
      user: { email, password: 'Survey#2026' },
    });
    await post('/wp/v2/user/recoverpwd/init', { email });
    // The confirmation came first; the recovery mail leaves after the answer.
    const link = await recoveryLink(email, 2);
    const key = link.searchParams.get('key')!;
    const { store, calls } = await start();
    store.dispatch(recoveryOpened({ key, login: email }));
    expect(store.getState().accounts.recover.mode).toBe(RecoveryMode.Verifying);
    expect(await until(() => store.getState().accounts.recover.mode === RecoveryMode.Reset)).toBe(
      true,
    );
    expect(store.getState().accounts.recover).toMatchObject({ email, role: 'support_couple' });
    expect(calls).toContain(
      `GET /wp/v2/user/recoverpwd/verify?key=${encodeURIComponent(key)}&login=${encodeURIComponent(email)}`,
    );

    store.dispatch(recoveryPasswordSubmitted({ password: 'Secret#2026' }));
    expect(
      await until(() => store.getState().accounts.recover.mode === RecoveryMode.Complete),
    ).toBe(true);
    expect(store.getState().accounts.recover.role).toBe('support_couple');
    await expect(on.campus.login(email, 'Secret#2026')).resolves.toEqual(expect.any(String));
  });

  test('a key answered VerificationFailed returns to Recover with the failure notice', async () => {
    const { store } = await start();
    store.dispatch(recoveryOpened({ key: 'old', login: MEMBER_EMAIL }));
    expect(
      await until(() => store.getState().accounts.recover.notice === 'verificationFailed'),
    ).toBe(true);
    expect(store.getState().accounts.recover.mode).toBe(RecoveryMode.Recover);
  });

  test('opening the screen afresh leaves the state as it was, so nothing is drawn again', async () => {
    const { store } = await start();
    const before = store.getState().accounts.recover;
    store.dispatch(recoveryOpened({ key: null, login: null }));
    expect(store.getState().accounts.recover).toBe(before);
    store.dispatch(recoveryRequested({ email: 'someone@campus.test' }));
    store.dispatch(recoveryOpened({ key: null, login: null }));
    expect(store.getState().accounts.recover).toEqual(before);
  });
});

describe('profile', () => {
  test('a visitor opening the profile is sent to sign-on and comes back after signing in', async () => {
    const { store, navigated } = await start();
    store.dispatch(profileOpened());
    expect(await until(() => navigated.length === 1)).toBe(true);
    expect(navigated[0]).toEqual({ to: '/user/signon', options: { replace: true } });
    store.dispatch(login());
    expect(await until(() => navigated.length === 2)).toBe(true);
    expect(navigated[1]?.to).toBe('/user/profile');
  });

  test('loads the profile with the role list, saves it, stores it in the session and tells the chat tool', async () => {
    const email = 'translator@campus.test';
    const chat: Array<[string, unknown]> = [];
    const { store, services, globals, bodies } = await start({
      theme: { values: { tracking: { chat: { appId: 'app', scriptUrl: '/chat.js' } } } },
    });
    globals.Intercom = (command, payload) => void chat.push([command, payload]);
    store.dispatch(login({ user_email: email }));
    expect(await until(() => services.session.isLoggedIn())).toBe(true);

    store.dispatch(profileOpened());
    expect(await until(() => store.getState().accounts.profile.status === 'ready')).toBe(true);
    expect(store.getState().accounts.profile.profile).toMatchObject({
      email,
      first_name: 'Tomas',
      last_name: 'Translator',
    });
    expect(store.getState().accounts.profile.roles).toEqual([
      { value: 'administrator', label: 'Administrator' },
      { value: 'translator', label: 'Translator' },
      { value: 'member', label: 'Member' },
      { value: 'subscriber', label: 'Subscriber' },
      { value: 'support_couple', label: 'Support Couple' },
    ]);
    expect(chat).toContainEqual(['trackEvent', 'VisitedProfilePage']);

    store.dispatch(
      profileSubmitted({
        first_name: 'Mia',
        last_name: '',
        mobileNumber: '',
        birthday: '1990-01-02',
        country: 2,
        locality: null,
        organizationId: 5,
        role: 'member',
      }),
    );
    expect(await until(() => store.getState().accounts.profile.saved)).toBe(true);
    // The role is a preference of its own, not a profile field.
    expect(bodies.find((r) => r.call === 'POST /wp/v2/user/update')?.body).toEqual({
      first_name: 'Mia',
      last_name: '',
      mobileNumber: '',
      birthday: '1990-01-02',
      country: 2,
      locality: null,
      organizationId: 5,
    });
    const kept: Profile = await readProfile(email);
    expect(kept).toMatchObject({
      first_name: 'Mia',
      last_name: '',
      birthday: '1990-01-02',
      country: 2,
      locality: null,
      organizationId: 5,
    });
    expect(kept.preferences).toMatchObject({ role: 'member' });
    expect(services.session.getState().profile?.first_name).toBe('Mia');
    expect(store.getState().session.user?.first_name).toBe('Mia');
    expect(chat.at(-1)).toEqual(['update', expect.objectContaining({ name: 'Mia' })]);
  });

  test('a password change sends the old and new password; a refusal shows its message', async () => {
    const email = 'subscriber@campus.test';
    const { store, services } = await start();
    store.dispatch(login({ user_email: email }));
    expect(await until(() => services.session.isLoggedIn())).toBe(true);
    store.dispatch(passwordChangeSubmitted({ password: 'New#2026x', oldPassword: 'wrong' }));
    expect(await until(() => store.getState().accounts.password.status === 'error')).toBe(true);
    expect(store.getState().accounts.password.error).toBe('The old password is incorrect.');
    store.dispatch(passwordChangeSubmitted({ password: 'New#2026x', oldPassword: DEMO_PASSWORD }));
    expect(await until(() => store.getState().accounts.password.status === 'saved')).toBe(true);
    await expect(on.campus.login(email, 'New#2026x')).resolves.toEqual(expect.any(String));
    await expect(on.campus.login(email, DEMO_PASSWORD)).rejects.toThrow(/incorrect_password/);
  });
});
