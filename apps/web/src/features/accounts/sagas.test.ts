/** @jest-environment node */
import {
  checkPendingAccount,
  createApiClient,
  decodeJwt,
  getProfile,
  type Profile,
} from '@campus/api-client';
import { until, withFaults } from '@campus/api-client/testing';
import { DEMO_PASSWORD, startCampus, type Campus } from '@campus/server/testing';
import type { AppStore } from '../../app/store';
import { campusServices, MEMBER_EMAIL, stopStore } from '../../testing/kit';
import {
  passwordChangeSubmitted,
  profileOpened,
  profileSubmitted,
  RecoveryMode,
  recoveryOpened,
  recoveryPasswordSubmitted,
  recoveryRequested,
  signonSubmitted,
  signupSubmitted,
  verificationOpened,
  verificationSubmitted,
} from './slice';

let campus: Campus;
let store: AppStore | undefined;

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => stopStore(store));
afterAll(() => campus.close());

let accounts = 0;
/** An address no other test of the file signs up with, so each sign-up starts from nothing. */
const freshEmail = (name: string) => `${name}.${++accounts}@campus.test`;

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${campus.baseUrl}/wp-json${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * An account request as the sign-up form or a survey invitation makes it; resolves to the code of
 * the mailed verification link.
 */
async function requestAccount(
  email: string,
  { source = 'other', password }: { source?: 'survey' | 'other'; password?: string } = {},
) {
  await post('/wp/v2/user/account/request', {
    user: { first_name: 'Neo', last_name: 'Anders', email, source, ...(password && { password }) },
  });
  const [mail] = await campus.mails(email);
  return new URL(mail!.links[0]!).pathname.split('/').pop()!;
}

/** The requests the app put on the wire, by `METHOD /path` after /wp-json. */
function recordRequests() {
  const bodies: Array<{ call: string; body: unknown; signedIn: boolean }> = [];
  const base: typeof fetch = (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    bodies.push({
      call: `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/wp-json/, '')}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      signedIn: new Headers(init?.headers).has('authorization'),
    });
    return fetch(input, init);
  };
  return { bodies, base };
}

async function start(hostSettings: unknown = {}) {
  const sent = recordRequests();
  const faults = withFaults(sent.base);
  const kit = await campusServices(campus, { signedIn: false, hostSettings, faults });
  const navigated: Array<{ to: string; options?: unknown }> = [];
  kit.services.navigate = (to, options) => void navigated.push({ to, options });
  store = kit.store;
  return { ...kit, store: kit.store, navigated, calls: faults.calls, bodies: sent.bodies };
}

/** A client of its own, to read what the server keeps after the app is done. */
async function readProfile(email: string, password = DEMO_PASSWORD) {
  const token = await campus.login(email, password);
  const api = createApiClient({ baseUrl: campus.baseUrl, getToken: () => token });
  const id = Number(decodeJwt(token).data?.user?.id);
  return getProfile(api, id);
}

const login = (extra: Partial<Parameters<typeof signonSubmitted>[0]> = {}) =>
  signonSubmitted({
    user_email: ` ${MEMBER_EMAIL} `,
    password: DEMO_PASSWORD,
    rememberMe: true,
    options: { skipSalesForce: false, isAdminQA: true },
    ...extra,
  });

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
      message: `<strong>Error:</strong> The password you entered for the username <strong>${MEMBER_EMAIL}</strong> is incorrect. <a href="${campus.baseUrl}/wp-login.php?action=lostpassword">Lost your password?</a>`,
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
    const [mail] = await campus.mails(email);
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

describe('recovery', () => {
  /** The newest recovery link mailed to `email`, once `count` mails to it have arrived. */
  const recoveryLink = async (email: string, count = 1) => {
    const mail = (await campus.mails(email, count)).find(
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
    await expect(campus.login(email, 'Secret#2026')).resolves.toEqual(expect.any(String));
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
    await expect(campus.login(email, 'New#2026x')).resolves.toEqual(expect.any(String));
    await expect(campus.login(email, DEMO_PASSWORD)).rejects.toThrow(/incorrect_password/);
  });
});
