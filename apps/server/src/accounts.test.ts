import type { LoginResponse, VerificationData } from '@campus/api-client';
import { decodeJwt } from '@campus/api-client';
import { bearer, login, outbox, restCalls, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { post } = restCalls(() => server.app);

const NEW_PASSWORD = 'Brand-new1!';

describe('POST /jwt-auth/v1/token', () => {
  it('signs in with the demo password and carries the login options in the token', async () => {
    const response = await post('/jwt-auth/v1/token', {
      user_email: 'member@campus.test',
      password: 'Campus!2026',
      options: { isAdminQA: true },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.profile).toMatchObject({
      email: 'member@campus.test',
      first_name: 'Maya',
      user_roles: ['member'],
    });
    expect(body.profile.courseStats?.activeCourses).toBe(2);
    expect(body.organization?.name).toBeTruthy();
    const payload = decodeJwt(body.token);
    // The login options ride along with the actions list the menu reads.
    expect(payload.data?.options).toEqual({ isAdminQA: true, actions: ['create-course'] });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('gives a role kept out of the member areas no actions', async () => {
    const response = await post('/jwt-auth/v1/token', {
      user_email: 'couple@campus.test',
      password: 'Campus!2026',
      options: {},
    });
    expect(decodeJwt(response.json<LoginResponse>().token).data?.options).toEqual({ actions: [] });
  });

  it('refuses a wrong password and an unknown e-mail with jwt_auth codes', async () => {
    const wrong = await post('/jwt-auth/v1/token', {
      user_email: 'member@campus.test',
      password: 'nope',
      options: {},
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('[jwt_auth] incorrect_password');
    const unknown = await post('/jwt-auth/v1/token', {
      user_email: 'ghost@campus.test',
      password: 'x',
      options: {},
    });
    expect(unknown.json().code).toBe('[jwt_auth] invalid_email');
  });

  it('answers [jwt_auth] user_exists for an account still waiting for verification', async () => {
    await post('/wp/v2/user/account/request', {
      user: {
        first_name: 'Pat',
        last_name: 'Pending',
        email: 'pending@campus.test',
        country: 1,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        agreedToTerms: true,
      },
    });
    const response = await post('/jwt-auth/v1/token', {
      user_email: 'pending@campus.test',
      password: NEW_PASSWORD,
      options: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('[jwt_auth] user_exists');
  });

  it('answers missing fields as the plugin does and wrong types with 400', async () => {
    expect((await post('/jwt-auth/v1/token', { user_email: 'member@campus.test' })).json()).toEqual(
      {
        code: '[jwt_auth] empty_password',
        message: '<strong>Error:</strong> The password field is empty.',
        data: { status: 403 },
      },
    );
    expect(
      (await post('/jwt-auth/v1/token', { user_email: { a: 1 }, password: { b: 2 } })).json(),
    ).toMatchObject({
      code: 'rest_invalid_param',
      data: {
        status: 400,
        params: { user_email: expect.any(String), password: expect.any(String) },
      },
    });
  });
});

describe('token validation and logout', () => {
  it('validates a good token, refuses a forged one, and revokes on logout', async () => {
    const token = await login(server.app, 'translator@campus.test');
    expect((await post('/jwt-auth/v1/token/validate', undefined, bearer(token))).json()).toEqual({
      code: 'jwt_auth_valid_token',
      data: { status: 200 },
    });
    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await post('/jwt-auth/v1/token/validate', undefined, bearer(forged));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'jwt_auth_invalid_token',
      message: 'Signature verification failed',
      data: { status: 403 },
    });
    expect((await post('/wp/v2/user/logout', {}, bearer(token))).json()).toEqual({ success: true });
    const revoked = await post('/jwt-auth/v1/token/validate', undefined, bearer(token));
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toEqual({
      code: 'jwt_auth_invalid_token',
      message: 'The token has been revoked.',
      data: { status: 403 },
    });
  });

  it('refuses a malformed Authorization header', async () => {
    const response = await post('/jwt-auth/v1/token/validate', undefined, {
      authorization: 'Basic abc',
    });
    expect(response.json()).toEqual({
      code: 'jwt_auth_bad_auth_header',
      message: 'Authorization header malformed.',
      data: { status: 403 },
    });
  });
});

describe('POST /wp/v2/user/exists', () => {
  it('tells whether an account exists and validates the e-mail', async () => {
    expect((await post('/wp/v2/user/exists', { email: 'admin@campus.test' })).json()).toEqual({
      exists: true,
    });
    expect((await post('/wp/v2/user/exists', { email: 'nobody@campus.test' })).json()).toEqual({
      exists: false,
    });
    expect((await post('/wp/v2/user/exists', { email: 'not-an-email' })).statusCode).toBe(400);
  });
});

describe('sign-up and verification', () => {
  it('walks request → mailed link → pending check → verify → login', async () => {
    const email = 'new.member@campus.test';
    const request = await post('/wp/v2/user/account/request', {
      user: {
        first_name: 'Nia',
        last_name: 'New',
        email,
        mobileNumber: '+1 555',
        country: 1,
        locality: 10,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        agreedToTerms: true,
      },
    });
    expect(request.json()).toMatchObject({ success: true });
    const [mail] = await outbox(server.app, email);
    const link = mail!.links[0]!;
    expect(link).toMatch(/^http:\/\/localhost:0\/user\/verify\/[\w-]+$/);
    const code = link.split('/').pop()!;
    const pending = (await post('/wp/v2/user/account/pending', { code })).json<VerificationData>();
    expect(pending).toMatchObject({ user: { email, first_name: 'Nia' }, source: 'other' });
    const verified = await post('/wp/v2/user/account/verify', { code, user: { email } });
    expect(verified.json()).toMatchObject({ user_roles: ['member'] });
    expect((await post('/wp/v2/user/account/pending', { code })).statusCode).toBe(404);
    await expect(login(server.app, email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('makes a survey invitee a support couple who must set a password on verification', async () => {
    const email = 'survey.couple@campus.test';
    await post('/wp/v2/user/account/request', {
      user: { first_name: 'Sol', last_name: 'Survey', email, source: 'survey' },
    });
    const code = (await outbox(server.app, email))[0]!.links[0]!.split('/').pop()!;
    expect(
      (await post('/wp/v2/user/account/pending', { code })).json<VerificationData>().source,
    ).toBe('survey');
    expect((await post('/wp/v2/user/account/verify', { code, user: { email } })).statusCode).toBe(
      400,
    );
    const done = await post('/wp/v2/user/account/verify', {
      code,
      user: { email, password: NEW_PASSWORD },
    });
    expect(done.json().user_roles).toEqual(['support_couple']);
  });

  it('refuses an existing e-mail, a weak password and mismatched confirmation', async () => {
    const base = { first_name: 'A', last_name: 'B', country: 1, agreedToTerms: true };
    const exists = await post('/wp/v2/user/account/request', {
      user: {
        ...base,
        email: 'member@campus.test',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(exists.json().code).toBe('user_exists');
    const weak = await post('/wp/v2/user/account/request', {
      user: { ...base, email: 'weak@campus.test', password: 'short', confirmPassword: 'short' },
    });
    expect(weak.json()).toMatchObject({ code: 'weak_password', data: { status: 400 } });
    const mismatch = await post('/wp/v2/user/account/request', {
      user: {
        ...base,
        email: 'mm@campus.test',
        password: NEW_PASSWORD,
        confirmPassword: 'Other-pass1!',
      },
    });
    expect(mismatch.json().message).toBe('Passwords must match');
    expect(
      (await post('/wp/v2/user/account/request', { user: { email: 'x@y.co' } })).statusCode,
    ).toBe(400);
  });
});
