/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@campus/api-client';
import { makeToken } from '@campus/auth/testing';
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
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

interface Seen {
  method: string;
  url: string;
  body: unknown;
}

const seen: Seen[] = [];
let server: Server;
let store: AppStore | undefined;
/** Per-test answers, keyed by "METHOD path" (query stripped). */
let answers: Record<string, (body: Record<string, unknown>, url: URL) => [number, unknown]> = {};

const profile = (activeCourses: number, extra: Record<string, unknown> = {}) => ({
  id: 7,
  email: 'maya@example.com',
  first_name: 'Maya',
  user_roles: ['member'],
  courseStats: { activeCourses },
  preferences: {},
  ...extra,
});

const loginAnswer =
  (activeCourses: number, roles = ['member']) =>
  () =>
    [
      200,
      {
        token: makeToken({ userId: 7, expiresAt: Date.now() + 3_600_000 }),
        profile: profile(activeCourses, { user_roles: roles }),
        organization: null,
      },
    ] as [number, unknown];

const wpError = (status: number, code: string, message: string): [number, unknown] => [
  status,
  { code, message, data: { status } },
];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const text = await read(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    seen.push({ method: req.method ?? '', url: url.pathname + url.search, body });
    res.setHeader('content-type', 'application/json');
    const path = url.pathname.replace('/wp-json', '');
    const answer = answers[`${req.method} ${path}`];
    if (path === '/wp/v2/features-config') return res.end('[]');
    if (path === '/wp/v2/appStatus')
      return res.end('{"applicationHash":"a","restartRequired":false}');
    const [status, payload] = answer
      ? answer(body, url)
      : wpError(404, 'rest_no_route', 'No route');
    res.statusCode = status;
    res.end(JSON.stringify(payload));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(() => {
  store?.rootTask.cancel();
  seen.length = 0;
  answers = {};
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

function start(hostSettings: unknown = {}) {
  const { port } = server.address() as AddressInfo;
  const kit = testServices({
    api: createApiClient({ baseUrl: `http://127.0.0.1:${port}` }),
    hostSettings,
  });
  const navigated: Array<{ to: string; options?: unknown }> = [];
  kit.services.navigate = (to, options) => void navigated.push({ to, options });
  store = createAppStore(kit.services);
  return { ...kit, store, navigated };
}

const login = (extra: Partial<Parameters<typeof signonSubmitted>[0]> = {}) =>
  signonSubmitted({
    user_email: ' maya@example.com ',
    password: 'secret',
    rememberMe: true,
    options: { skipSalesForce: false, isAdminQA: true },
    ...extra,
  });

describe('sign-on', () => {
  test('a member with active courses lands on /courses; the payload carries the options', async () => {
    answers['POST /jwt-auth/v1/token'] = loginAnswer(2);
    const { store, navigated } = start();
    store.dispatch(login());
    expect(store.getState().accounts.signon.status).toBe('loading');
    expect(await until(() => navigated.length === 1)).toBe(true);
    expect(navigated[0]).toEqual({ to: '/courses', options: { replace: true } });
    expect(store.getState().accounts.signon.status).toBe('success');
    expect(seen.find((r) => r.url.endsWith('/token'))?.body).toEqual({
      user_email: 'maya@example.com',
      password: 'secret',
      options: { skipSalesForce: false, isAdminQA: true },
    });
    expect(store.getState().session.user?.first_name).toBe('Maya');
  });

  test('without active courses the member lands on /course-library; a state redirect wins over both', async () => {
    answers['POST /jwt-auth/v1/token'] = loginAnswer(0);
    const first = start();
    first.store.dispatch(login());
    expect(await until(() => first.navigated.length === 1)).toBe(true);
    expect(first.navigated[0]?.to).toBe('/course-library');
    first.store.rootTask.cancel();

    const second = start();
    second.store.dispatch(login({ redirect: '/training/12' }));
    expect(await until(() => second.navigated.length === 1)).toBe(true);
    expect(second.navigated[0]?.to).toBe('/training/12');
  });

  test('the remembered page comes first', async () => {
    answers['POST /jwt-auth/v1/token'] = loginAnswer(3);
    const { store, navigated, services } = start();
    services.session.rememberReturnPath('/search?q=prayer');
    store.dispatch(login({ redirect: '/dashboard' }));
    expect(await until(() => navigated.length === 1)).toBe(true);
    expect(navigated[0]?.to).toBe('/search?q=prayer');
  });

  test('an error keeps the code and message and ends loading; a second submit while loading is ignored', async () => {
    answers['POST /jwt-auth/v1/token'] = () =>
      wpError(
        403,
        '[jwt_auth] incorrect_password',
        '<strong>Error:</strong> The password is incorrect.',
      );
    const { store, navigated } = start();
    store.dispatch(login());
    store.dispatch(login());
    expect(await until(() => store.getState().accounts.signon.status === 'error')).toBe(true);
    expect(store.getState().accounts.signon.error).toEqual({
      code: '[jwt_auth] incorrect_password',
      message: '<strong>Error:</strong> The password is incorrect.',
    });
    expect(seen.filter((r) => r.url.endsWith('/token'))).toHaveLength(1);
    expect(navigated).toEqual([]);
  });
});

describe('sign-up', () => {
  const payload = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    mobileNumber: '',
    country: 2,
    locality: null,
    password: 'Secret#2026',
    confirmPassword: 'Secret#2026',
    agreedToTerms: true,
  };

  test('sends the §3 payload wrapped as user and completes with the server message', async () => {
    answers['POST /wp/v2/user/account/request'] = () => [
      200,
      { success: true, message: 'Check your <b>email</b>.' },
    ];
    const { store } = start();
    store.dispatch(signupSubmitted(payload));
    expect(store.getState().accounts.signup.status).toBe('submitting');
    expect(await until(() => store.getState().accounts.signup.status === 'complete')).toBe(true);
    expect(seen.find((r) => r.url.endsWith('/account/request'))?.body).toEqual({ user: payload });
    expect(store.getState().accounts.signup.message).toBe('Check your <b>email</b>.');
  });

  test('an error keeps the response code for the message class', async () => {
    answers['POST /wp/v2/user/account/request'] = () =>
      wpError(400, 'user_exists', 'Already <a href="/x">there</a>');
    const { store } = start();
    store.dispatch(signupSubmitted(payload));
    expect(await until(() => store.getState().accounts.signup.status === 'error')).toBe(true);
    expect(store.getState().accounts.signup).toMatchObject({
      code: 'user_exists',
      message: 'Already <a href="/x">there</a>',
    });
  });
});

describe('verification', () => {
  const pending = (source: 'survey' | 'other') => () =>
    [
      200,
      {
        user: { email: 'new@example.com', first_name: 'Neo', password: '' },
        content: '<h2>Welcome</h2>',
        source,
      },
    ] as [number, unknown];

  test('logs the current session out, then checks the code; Get Started goes to sign-on with the e-mail', async () => {
    answers['POST /jwt-auth/v1/token'] = loginAnswer(1);
    answers['POST /wp/v2/user/account/pending'] = pending('other');
    answers['POST /wp/v2/user/account/verify'] = () => [
      200,
      { success: true, user_roles: ['member'] },
    ];
    const { store, navigated, services } = start();
    store.dispatch(login());
    expect(await until(() => services.session.isLoggedIn())).toBe(true);
    navigated.length = 0;

    store.dispatch(verificationOpened({ code: 'abc' }));
    expect(await until(() => store.getState().accounts.verify.status === 'getStarted')).toBe(true);
    expect(services.session.isLoggedIn()).toBe(false);
    expect(seen.find((r) => r.url.endsWith('/account/pending'))?.body).toEqual({ code: 'abc' });

    store.dispatch(verificationSubmitted({}));
    expect(await until(() => navigated.length === 1)).toBe(true);
    expect(navigated[0]).toEqual({
      to: '/user/signon?userlogin=new%40example.com',
      options: { replace: true },
    });
    expect(seen.find((r) => r.url.endsWith('/account/verify'))?.body).toEqual({
      code: 'abc',
      user: { email: 'new@example.com', first_name: 'Neo' },
    });
  });

  test('a survey invitation sets a password and ends as SupportCoupleRegistered', async () => {
    answers['POST /wp/v2/user/account/pending'] = pending('survey');
    answers['POST /wp/v2/user/account/verify'] = () => [
      200,
      { success: true, user_roles: ['support_couple'] },
    ];
    const { store, navigated } = start();
    store.dispatch(verificationOpened({ code: 'srv' }));
    expect(await until(() => store.getState().accounts.verify.status === 'setPassword')).toBe(true);
    store.dispatch(verificationSubmitted({ password: 'abcdef' }));
    expect(
      await until(() => store.getState().accounts.verify.status === 'supportCoupleRegistered'),
    ).toBe(true);
    expect(navigated).toEqual([]);
    expect(
      (seen.find((r) => r.url.endsWith('/account/verify'))?.body as { user: unknown }).user,
    ).toEqual({
      email: 'new@example.com',
      first_name: 'Neo',
      password: 'abcdef',
    });
  });

  test('a failed completion shows the message in the Error state', async () => {
    answers['POST /wp/v2/user/account/pending'] = pending('survey');
    answers['POST /wp/v2/user/account/verify'] = () => wpError(400, 'weak_password', 'Too weak.');
    const { store } = start();
    store.dispatch(verificationOpened({ code: 'w' }));
    expect(await until(() => store.getState().accounts.verify.status === 'setPassword')).toBe(true);
    store.dispatch(verificationSubmitted({ password: 'abcdef' }));
    expect(await until(() => store.getState().accounts.verify.status === 'error')).toBe(true);
    expect(store.getState().accounts.verify.error).toBe('Too weak.');
  });

  test('a code that fails the check shows the shared error screen at the same address', async () => {
    answers['POST /wp/v2/user/account/pending'] = () =>
      wpError(404, 'invalid_code', 'This link is invalid.');
    const { store, navigated } = start();
    store.dispatch(verificationOpened({ code: 'bad' }));
    expect(await until(() => store.getState().shell.errorPage !== null)).toBe(true);
    expect(store.getState().shell.errorPage).toEqual(['This link is invalid.']);
    expect(navigated).toEqual([]);
  });
});

describe('recovery', () => {
  test('a request answered VerificationSent shows the sent notice and keeps the role', async () => {
    answers['POST /wp/v2/user/recoverpwd/init'] = () => [
      200,
      { responseType: 1, data: { role: 'support_couple' } },
    ];
    const { store } = start();
    store.dispatch(recoveryOpened({ key: null, login: null }));
    store.dispatch(recoveryRequested({ email: 'c@example.com' }));
    expect(await until(() => store.getState().accounts.recover.notice === 'verificationSent')).toBe(
      true,
    );
    expect(store.getState().accounts.recover).toMatchObject({
      mode: RecoveryMode.Recover,
      role: 'support_couple',
    });
  });

  test('key and login verify, move to Reset with the e-mail, then set the password to Complete', async () => {
    answers['GET /wp/v2/user/recoverpwd/verify'] = (_body, url) => [
      200,
      { responseType: 3, data: { email: url.searchParams.get('login'), role: 'member' } },
    ];
    answers['POST /wp/v2/user/recoverpwd/set'] = () => [
      200,
      { responseType: 4, data: { role: 'member' } },
    ];
    const { store } = start();
    store.dispatch(recoveryOpened({ key: 'k+1', login: 'a+b@example.com' }));
    expect(store.getState().accounts.recover.mode).toBe(RecoveryMode.Verifying);
    expect(await until(() => store.getState().accounts.recover.mode === RecoveryMode.Reset)).toBe(
      true,
    );
    expect(store.getState().accounts.recover.email).toBe('a+b@example.com');
    expect(seen.find((r) => r.url.includes('/recoverpwd/verify'))?.url).toBe(
      '/wp-json/wp/v2/user/recoverpwd/verify?key=k%2B1&login=a%2Bb%40example.com',
    );

    store.dispatch(recoveryPasswordSubmitted({ password: 'Secret#2026' }));
    expect(
      await until(() => store.getState().accounts.recover.mode === RecoveryMode.Complete),
    ).toBe(true);
    expect(seen.find((r) => r.url.endsWith('/recoverpwd/set'))?.body).toEqual({
      key: 'k+1',
      login: 'a+b@example.com',
      password: 'Secret#2026',
    });
  });

  test('a key answered VerificationFailed returns to Recover with the failure notice', async () => {
    answers['GET /wp/v2/user/recoverpwd/verify'] = () => [200, { responseType: 2, data: {} }];
    const { store } = start();
    store.dispatch(recoveryOpened({ key: 'old', login: 'a@example.com' }));
    expect(
      await until(() => store.getState().accounts.recover.notice === 'verificationFailed'),
    ).toBe(true);
    expect(store.getState().accounts.recover.mode).toBe(RecoveryMode.Recover);
  });
});

describe('profile', () => {
  test('a visitor opening the profile is sent to sign-on and comes back after signing in', async () => {
    answers['POST /jwt-auth/v1/token'] = loginAnswer(2);
    const { store, navigated } = start();
    store.dispatch(profileOpened());
    expect(await until(() => navigated.length === 1)).toBe(true);
    expect(navigated[0]).toEqual({ to: '/user/signon', options: { replace: true } });
    store.dispatch(login());
    expect(await until(() => navigated.length === 2)).toBe(true);
    expect(navigated[1]?.to).toBe('/user/profile');
  });

  test('loads the profile with the role list, saves it, stores it in the session and tells the chat tool', async () => {
    const chat: Array<[string, unknown]> = [];
    answers['POST /jwt-auth/v1/token'] = loginAnswer(1);
    answers['GET /wp/v2/user/profile/7'] = () => [200, profile(1)];
    answers['GET /wp/v2/users/roles'] = () => [200, [{ value: 'member', label: 'Member' }]];
    answers['POST /wp/v2/user/update'] = (body) => [
      200,
      profile(1, { first_name: body.first_name, birthday: body.birthday }),
    ];
    answers['POST /wp/v2/user/preferences'] = (body) => [200, { [String(body.key)]: body.value }];
    const { store, services, globals } = start({
      theme: { values: { tracking: { chat: { appId: 'app', scriptUrl: '/chat.js' } } } },
    });
    globals.Intercom = (command, payload) => void chat.push([command, payload]);
    store.dispatch(login());
    expect(await until(() => services.session.isLoggedIn())).toBe(true);

    store.dispatch(profileOpened());
    expect(await until(() => store.getState().accounts.profile.status === 'ready')).toBe(true);
    expect(store.getState().accounts.profile.roles).toEqual([{ value: 'member', label: 'Member' }]);
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
    const update = seen.find((r) => r.url.endsWith('/user/update'));
    expect(update?.body).toEqual({
      first_name: 'Mia',
      last_name: '',
      mobileNumber: '',
      birthday: '1990-01-02',
      country: 2,
      locality: null,
      organizationId: 5,
    });
    expect(seen.find((r) => r.url.endsWith('/user/preferences'))?.body).toEqual({
      key: 'role',
      value: 'member',
    });
    expect(services.session.getState().profile?.first_name).toBe('Mia');
    expect(store.getState().session.user?.first_name).toBe('Mia');
    expect(chat.at(-1)).toEqual(['update', expect.objectContaining({ name: 'Mia' })]);
  });

  test('a password change sends the old and new password; a refusal shows its message', async () => {
    let calls = 0;
    answers['POST /wp/v2/user/resetpwd'] = () =>
      ++calls === 1
        ? wpError(400, 'incorrect_password', 'The old password is incorrect.')
        : [200, { success: true }];
    const { store } = start();
    store.dispatch(passwordChangeSubmitted({ password: 'New#2026x', oldPassword: 'wrong' }));
    expect(await until(() => store.getState().accounts.password.status === 'error')).toBe(true);
    expect(store.getState().accounts.password.error).toBe('The old password is incorrect.');
    store.dispatch(passwordChangeSubmitted({ password: 'New#2026x', oldPassword: 'right' }));
    expect(await until(() => store.getState().accounts.password.status === 'saved')).toBe(true);
    expect(seen.filter((r) => r.url.endsWith('/resetpwd')).at(-1)?.body).toEqual({
      password: 'New#2026x',
      oldPassword: 'right',
    });
  });
});
