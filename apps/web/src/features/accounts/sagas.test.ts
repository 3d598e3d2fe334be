/** @jest-environment node */
import { checkPendingAccount, decodeJwt } from '@campus/api-client';
import { until } from '@campus/api-client/testing';
import { DEMO_PASSWORD } from '@campus/server/testing';
import { MEMBER_EMAIL } from '../../testing/kit';
import { signupSubmitted, verificationOpened, verificationSubmitted } from './slice';

import { accountsOnCampus } from './testing/accountsOnCampus';

const { on, freshEmail, post, requestAccount, start, readProfile, login } = accountsOnCampus();

describe('sign-on', () => {
  test('a member with active courses lands on /courses; the payload carries the options', async () => {
    const { store, navigated, bodies, services } = await start();
    store.dispatch(login());
    expect(store.getState().accounts.signon.status).toBe('loading');
    expect(await until(() => navigated.length === 1)).toBe(true);
    expect(navigated[0]).toEqual({ to: '/courses', options: { replace: true } });
    expect(store.getState().accounts.signon.status).toBe('success');
    // The server trims the login as well, so only the wire shows the app trimmed it.
    expect(bodies.find((r) => r.call === 'POST /jwt-auth/v1/token')?.body).toEqual({
      user_email: MEMBER_EMAIL,
      password: DEMO_PASSWORD,
      options: { skipSalesForce: false, isAdminQA: true },
    });
    expect(decodeJwt(services.session.getToken()!).data?.options).toEqual({
      skipSalesForce: false,
      isAdminQA: true,
      actions: ['create-course'],
    });
    expect(store.getState().session.user).toMatchObject({ first_name: 'Maya', activeCourses: 2 });
  });

  test('without active courses the member lands on /course-library; a state redirect wins over both', async () => {
    const first = await start();
    first.store.dispatch(login({ user_email: 'newbie@campus.test' }));
    expect(await until(() => first.navigated.length === 1)).toBe(true);
    expect(first.store.getState().session.user?.activeCourses).toBe(0);
    expect(first.navigated[0]?.to).toBe('/course-library');
    first.store.rootTask.cancel();

    const second = await start();
    second.store.dispatch(login({ user_email: 'newbie@campus.test', redirect: '/training/12' }));
    expect(await until(() => second.navigated.length === 1)).toBe(true);
    expect(second.navigated[0]?.to).toBe('/training/12');
    second.store.rootTask.cancel();

    const third = await start();
    third.store.dispatch(login({ redirect: '/training/12' }));
    expect(await until(() => third.navigated.length === 1)).toBe(true);
    expect(third.store.getState().session.user?.activeCourses).toBe(2);
    expect(third.navigated[0]?.to).toBe('/training/12');
  });

  test('the remembered page comes first', async () => {
    const { store, navigated, services } = await start();
    services.session.rememberReturnPath('/search?q=prayer');
    store.dispatch(login({ redirect: '/dashboard' }));
    expect(await until(() => navigated.length === 1)).toBe(true);
    expect(navigated[0]?.to).toBe('/search?q=prayer');
  });

  test('an error keeps the code and message and ends loading; a second submit while loading is ignored', async () => {
    const { store, navigated, calls } = await start();
    store.dispatch(login({ password: 'not-the-password' }));
    store.dispatch(login({ password: 'not-the-password' }));
    expect(await until(() => store.getState().accounts.signon.status === 'error')).toBe(true);
    expect(store.getState().accounts.signon.error).toEqual({
      code: '[jwt_auth] incorrect_password',
      message: `<strong>Error:</strong> The password you entered for the username <strong>${MEMBER_EMAIL}</strong> is incorrect. <a href="${on.campus.baseUrl}/wp-login.php?action=lostpassword">Lost your password?</a>`,
    });
    expect(calls.filter((call) => call === 'POST /jwt-auth/v1/token')).toHaveLength(1);
    expect(navigated).toEqual([]);
  });
});

describe('sign-up', () => {
  const payload = (email: string) => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    mobileNumber: '',
    country: 2,
    locality: null,
    password: 'Secret#2026',
    confirmPassword: 'Secret#2026',
    agreedToTerms: true,
  });

  test('sends the payload wrapped as user and completes with the server message', async () => {
    const email = freshEmail('ada');
    const { store, services, bodies } = await start();
    store.dispatch(signupSubmitted(payload(email)));
    expect(store.getState().accounts.signup.status).toBe('submitting');
    expect(await until(() => store.getState().accounts.signup.status === 'complete')).toBe(true);
    expect(store.getState().accounts.signup.message).toBe(
      'Thanks for signing up. Check your email for a link to verify your account.',
    );
    expect(bodies.find((r) => r.call === 'POST /wp/v2/user/account/request')?.body).toEqual({
      user: payload(email),
    });

    // The server kept every field: the mailed code verifies into an account signed in with the password.
    const [mail] = await on.campus.mails(email);
    expect(mail?.text).toMatch(/^Hello Ada,/);
    const code = new URL(mail!.links[0]!).pathname.split('/').pop()!;
    expect(await checkPendingAccount(services.api, { code })).toMatchObject({
      user: { email, first_name: 'Ada' },
      source: 'other',
    });
    await post('/wp/v2/user/account/verify', { code, user: { email } });
    expect(await readProfile(email, 'Secret#2026')).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      country: 2,
      user_roles: ['member'],
    });
  });

  test('an error keeps the response code for the message class', async () => {
    const { store } = await start();
    store.dispatch(signupSubmitted(payload(MEMBER_EMAIL)));
    expect(await until(() => store.getState().accounts.signup.status === 'error')).toBe(true);
    expect(store.getState().accounts.signup).toMatchObject({
      code: 'user_exists',
      message:
        'An account with this email address already exists. <a href="/user/signon">Sign in</a> or <a href="/user/recover-password">reset your password</a>.',
    });
  });
});

describe('verification', () => {
  test('logs the current session out, then checks the code; Get Started goes to sign-on with the e-mail', async () => {
    const email = freshEmail('neo');
    const code = await requestAccount(email, { password: 'Matrix#1999' });
    const { store, navigated, services, bodies } = await start();
    store.dispatch(login());
    expect(await until(() => services.session.isLoggedIn())).toBe(true);
    expect(await until(() => navigated.length === 1)).toBe(true);
    navigated.length = 0;

    store.dispatch(verificationOpened({ code }));
    expect(await until(() => store.getState().accounts.verify.status === 'getStarted')).toBe(true);
    expect(services.session.isLoggedIn()).toBe(false);
    // Logging out is answered in the client, so the check going out without the token shows the order.
    expect(bodies.find((r) => r.call === 'POST /wp/v2/user/account/pending')).toEqual({
      call: 'POST /wp/v2/user/account/pending',
      body: { code },
      signedIn: false,
    });
    expect(store.getState().accounts.verify.data).toMatchObject({
      user: { email, first_name: 'Neo' },
      source: 'other',
    });

    store.dispatch(verificationSubmitted({}));
    expect(await until(() => navigated.length === 1)).toBe(true);
    expect(navigated[0]).toEqual({
      to: `/user/signon?userlogin=${encodeURIComponent(email)}`,
      options: { replace: true },
    });
    // Verified with the sign-up password, since the app sent none of its own.
    expect(await readProfile(email, 'Matrix#1999')).toMatchObject({ user_roles: ['member'] });
  });

  test('a survey invitation sets a password and ends as SupportCoupleRegistered', async () => {
    const email = freshEmail('couple');
    const code = await requestAccount(email, { source: 'survey' });
    const { store, navigated } = await start();
    store.dispatch(verificationOpened({ code }));
    expect(await until(() => store.getState().accounts.verify.status === 'setPassword')).toBe(true);
    store.dispatch(verificationSubmitted({ password: 'Survey#2026' }));
    expect(
      await until(() => store.getState().accounts.verify.status === 'supportCoupleRegistered'),
    ).toBe(true);
    expect(navigated).toEqual([]);
    expect(await readProfile(email, 'Survey#2026')).toMatchObject({
      email,
      first_name: 'Neo',
      user_roles: ['support_couple'],
    });
  });

  test('a failed completion shows the message in the Error state', async () => {
    const code = await requestAccount(freshEmail('weak'), { source: 'survey' });
    const { store } = await start();
    store.dispatch(verificationOpened({ code }));
    expect(await until(() => store.getState().accounts.verify.status === 'setPassword')).toBe(true);
    store.dispatch(verificationSubmitted({ password: 'abcdef' }));
    expect(await until(() => store.getState().accounts.verify.status === 'error')).toBe(true);
    expect(store.getState().accounts.verify.error).toBe(
      'The password must be at least 8 characters long.',
    );
  });

  test('a code that fails the check shows the shared error screen at the same address', async () => {
    const { store, navigated } = await start();
    store.dispatch(verificationOpened({ code: 'bad' }));
    expect(await until(() => store.getState().shell.errorPage !== null)).toBe(true);
    expect(store.getState().shell.errorPage).toEqual([
      'This verification link is invalid or has already been used.',
    ]);
    expect(navigated).toEqual([]);
  });
});
