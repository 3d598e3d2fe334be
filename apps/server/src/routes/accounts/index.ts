import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  LoginResponse,
  PreferencePayload,
  Profile,
  RecoveryResponse,
  SignupPayload,
  SignupResponse,
  SuccessResponse,
  TokenValidation,
  UserExistsResponse,
  UserPreferences,
  VerificationData,
  VerifyAccountResponse,
} from '@campus/api-client';
import {
  findUser,
  findUserByEmail,
  requireSession,
  tokenOf,
  type UserRow,
} from '../../plugins/auth';
import { json, one, run } from '../../plugins/store';
import { WpError } from '../../plugins/errors';
import { field } from '../../plugins/limits';
import { loadOrganization, presentProfile } from '../../domain/accounts/profile';
import { actionsOf, checkPassword } from '../../domain/accounts/rules';

/** Recovery answer types. */
export const ResponseType = {
  Error: 0,
  VerificationSent: 1,
  VerificationFailed: 2,
  Verified: 3,
  Completed: 4,
} as const;
const RECOVERY_KEY_LIFETIME_MS = 24 * 3600 * 1000;
const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const email = { type: 'string', pattern: EMAIL, maxLength: 254 } as const;
const password = { type: 'string', minLength: 1, maxLength: 200 } as const;
const obj = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;

const token = () => randomBytes(18).toString('base64url');
const escapeHtml = (value: string) => value.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** WordPress's `user_nicename`: the login made URL-safe (`sanitize_title`). */
const niceName = (login: string) =>
  login
    .toLowerCase()
    .replace(/@/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
const roleOf = (user: { roles: string[] } | undefined): { role?: string } =>
  user?.roles[0] ? { role: user.roles[0] } : {};

/** What the plugin itself answers beside the token; the app reads `profile` and `organization`. */
interface PluginTokenAnswer {
  user_email: string;
  user_nicename: string;
  user_display_name: string;
}

/** The sign-up payload; survey invitations arrive with `source: 'survey'` and no password. */
type SignupUser = Partial<SignupPayload> &
  Pick<SignupPayload, 'first_name' | 'last_name' | 'email'> & { source?: 'survey' | 'other' };

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.services;
  const { store, tokens, outbox, config, passwords, limits } = ctx;
  const lostPasswordUrl = `${config.publicUrl}/wp-login.php?action=lostpassword`;
  const loginError = (code: string, message: string) =>
    new WpError(403, `[jwt_auth] ${code}`, message);

  /** The plugin's answer: `wp_authenticate` errors prefixed `[jwt_auth]`, all 403, messages as WordPress words them. */
  const authenticate = async (login: string, password: string): Promise<UserRow> => {
    if (!login)
      throw loginError('empty_username', '<strong>Error:</strong> The username field is empty.');
    if (!password)
      throw loginError('empty_password', '<strong>Error:</strong> The password field is empty.');
    const user = await findUserByEmail(store, login);
    if (!user) {
      const pending = await one(
        store,
        'SELECT 1 FROM account_requests WHERE email = ? AND used = 0',
        [login],
      );
      if (pending) {
        throw loginError(
          'user_exists',
          `An account for ${escapeHtml(login)} is waiting to be verified. Follow the link in the email we sent you to finish signing up.`,
        );
      }
      if (new RegExp(EMAIL).test(login))
        throw loginError(
          'invalid_email',
          'Unknown email address. Check again or try your username.',
        );
      throw loginError(
        'invalid_username',
        `<strong>Error:</strong> The username <strong>${escapeHtml(login)}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`,
      );
    }
    if (!(await passwords.verify(password, user.password_hash))) {
      // Accounts log in with their e-mail as user_login, so WordPress words it "for the username".
      throw loginError(
        'incorrect_password',
        `<strong>Error:</strong> The password you entered for the username <strong>${escapeHtml(user.email)}</strong> is incorrect. <a href="${lostPasswordUrl}">Lost your password?</a>`,
      );
    }
    if (passwords.needsRehash(user.password_hash)) {
      await run(store, 'UPDATE users SET password_hash = ? WHERE id = ?', [
        await passwords.hash(password),
        user.id,
      ]);
    }
    return user;
  };

  const loginOf = (request: FastifyRequest) =>
    field(request.body, 'username') ?? field(request.body, 'user_email');

  app.post(
    '/jwt-auth/v1/token',
    {
      preValidation: limits.guard(loginOf),
      schema: {
        // The plugin takes `username`; the app sends `user_email`. Missing ones are WordPress's 403s, not schema errors.
        body: obj({
          username: { type: 'string', maxLength: 254 },
          user_email: { type: 'string', maxLength: 254 },
          password: { type: 'string', maxLength: 200 },
          options: { type: 'object' },
        }),
      },
    },
    async (request): Promise<LoginResponse & PluginTokenAnswer> => {
      const body = (request.body ?? {}) as {
        username?: string;
        user_email?: string;
        password?: string;
        options?: Record<string, unknown>;
      };
      const user = await authenticate(
        (body.username ?? body.user_email ?? '').trim(),
        body.password ?? '',
      );
      const profile = await presentProfile(store, user);
      return {
        token: await tokens.issue(user, { ...body.options, actions: actionsOf(user) }),
        user_email: user.email,
        user_nicename: niceName(user.email),
        user_display_name:
          [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
        profile,
        organization: profile.organization ?? null,
      };
    },
  );

  app.post('/jwt-auth/v1/token/validate', async (request): Promise<TokenValidation> => {
    const token = tokenOf(request);
    if (!token)
      throw new WpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.');
    await tokens.verify(token);
    return { code: 'jwt_auth_valid_token', data: { status: 200 } };
  });

  app.post(
    '/wp/v2/user/exists',
    {
      preValidation: limits.guard((request) => field(request.body, 'email')),
      schema: { body: obj({ email }, ['email']) },
    },
    async (request): Promise<UserExistsResponse> => {
      const body = request.body as { email: string };
      return { exists: Boolean(await findUserByEmail(store, body.email)) };
    },
  );

  app.post('/wp/v2/user/logout', async (request): Promise<SuccessResponse> => {
    const session = await requireSession(tokens, request);
    await run(store, 'INSERT OR IGNORE INTO revoked_tokens VALUES (?, ?)', [
      session.jti,
      session.exp,
    ]);
    return { success: true };
  });

  app.get(
    '/wp/v2/user/profile/:id',
    { schema: { params: obj({ id: { type: 'integer', minimum: 1 } }, ['id']) } },
    async (request): Promise<Profile> => {
      const session = await requireSession(tokens, request);
      const { id } = request.params as { id: number };
      if (id !== session.user.id && !session.user.roles.includes('administrator')) {
        throw new WpError(
          403,
          'rest_forbidden',
          'Sorry, you are not allowed to view this profile.',
        );
      }
      const user = await findUser(store, id);
      if (!user) throw new WpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
      return presentProfile(store, user);
    },
  );

  app.post(
    '/wp/v2/user/update',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            first_name: { type: 'string', maxLength: 100 },
            last_name: { type: 'string', maxLength: 100 },
            mobileNumber: { type: 'string', maxLength: 40 },
            country: { type: ['integer', 'null'] },
            locality: { type: ['integer', 'null'] },
            birthday: { type: ['string', 'null'], maxLength: 40 },
            organizationId: { type: ['integer', 'null'] },
            email: email,
          },
        },
      },
    },
    async (request) => {
      const session = await requireSession(tokens, request);
      const body = request.body as Partial<{
        first_name: string;
        last_name: string;
        mobileNumber: string;
        country: number | null;
        locality: number | null;
        birthday: string | null;
        organizationId: number | null;
        email: string;
      }>;
      const user = session.user;
      if (body.email && body.email.toLowerCase() !== user.email.toLowerCase()) {
        const taken = await findUserByEmail(store, body.email);
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
      if (body.organizationId != null && !(await loadOrganization(store, body.organizationId))) {
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): organizationId', {
          params: { organizationId: 'is not a known organization' },
        });
      }
      await run(
        store,
        `UPDATE users SET email = ?, first_name = ?, last_name = ?, mobile_number = ?, country = ?, locality = ?, birthday = ?, organization_id = ? WHERE id = ?`,
        [
          body.email ?? user.email,
          body.first_name ?? user.first_name,
          body.last_name ?? user.last_name,
          body.mobileNumber ?? user.mobile_number,
          body.country !== undefined ? body.country : user.country,
          body.locality !== undefined ? body.locality : user.locality,
          body.birthday !== undefined ? body.birthday : user.birthday,
          body.organizationId !== undefined ? body.organizationId : user.organization_id,
          user.id,
        ],
      );
      return presentProfile(store, (await findUser(store, user.id))!);
    },
  );

  app.post(
    '/wp/v2/user/preferences',
    {
      schema: {
        body: obj({ key: { type: 'string', minLength: 1, maxLength: 100 }, value: {} }, ['key']),
      },
    },
    async (request): Promise<UserPreferences> => {
      const session = await requireSession(tokens, request);
      const body = request.body as Partial<PreferencePayload> & { key: string };
      const preferences: UserPreferences = {
        ...session.user.preferences,
        [body.key]: body.value ?? null,
      };
      const serialised = JSON.stringify(preferences);
      if (serialised.length > 16_384)
        throw new WpError(413, 'rest_request_too_large', 'Preferences are too large.');
      await run(store, 'UPDATE users SET preferences = ? WHERE id = ?', [
        serialised,
        session.user.id,
      ]);
      return preferences;
    },
  );

  app.delete(
    '/wp/v2/user/:id',
    { schema: { params: obj({ id: { type: 'integer', minimum: 1 } }, ['id']) } },
    async (request) => {
      const session = await requireSession(tokens, request);
      const { id } = request.params as { id: number };
      if (id !== session.user.id && !session.user.roles.includes('administrator')) {
        throw new WpError(
          403,
          'rest_cannot_delete',
          'Sorry, you are not allowed to delete this user.',
        );
      }
      const user = await findUser(store, id);
      if (!user) throw new WpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
      const previous = await presentProfile(store, user);
      await store.batch(
        [
          { sql: 'DELETE FROM lesson_progress WHERE user_id = ?', args: [id] },
          { sql: 'DELETE FROM lesson_positions WHERE user_id = ?', args: [id] },
          { sql: 'DELETE FROM user_products WHERE user_id = ?', args: [id] },
          { sql: 'DELETE FROM users WHERE id = ?', args: [id] },
        ],
        'write',
      );
      return { success: true, deleted: true, previous };
    },
  );

  app.post(
    '/wp/v2/user/account/request',
    {
      preValidation: limits.guard((request) => field(request.body, 'user', 'email')),
      schema: {
        body: obj(
          {
            user: obj(
              {
                first_name: { type: 'string', minLength: 1, maxLength: 100 },
                last_name: { type: 'string', minLength: 1, maxLength: 100 },
                email,
                mobileNumber: { type: 'string', maxLength: 40 },
                country: { type: ['integer', 'null'] },
                locality: { type: ['integer', 'null'] },
                password: { type: 'string', maxLength: 200 },
                confirmPassword: { type: 'string', maxLength: 200 },
                agreedToTerms: { type: 'boolean' },
                source: { type: 'string', enum: ['survey', 'other'] },
              },
              ['first_name', 'last_name', 'email'],
            ),
          },
          ['user'],
        ),
      },
    },
    async (request): Promise<SignupResponse> => {
      const { user } = request.body as { user: SignupUser };
      const source = user.source ?? 'other';
      if (await findUserByEmail(store, user.email)) {
        throw new WpError(
          400,
          'user_exists',
          'An account with this email address already exists. <a href="/user/signon">Sign in</a> or <a href="/user/recover-password">reset your password</a>.',
        );
      }
      if (source === 'other') {
        if (!user.password)
          throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): password', {
            params: { password: 'is required' },
          });
        checkPassword(user.password);
        if (user.confirmPassword !== undefined && user.confirmPassword !== user.password) {
          throw new WpError(400, 'password_mismatch', 'Passwords must match');
        }
        if (user.agreedToTerms === false)
          throw new WpError(
            400,
            'terms_not_accepted',
            'You must agree to the Terms and Conditions.',
          );
      }
      const code = token();
      const data = {
        ...user,
        passwordHash: user.password ? await passwords.hash(user.password) : null,
        password: undefined,
        confirmPassword: undefined,
      };
      await run(store, 'UPDATE account_requests SET used = 1 WHERE email = ? AND used = 0', [
        user.email,
      ]);
      await run(
        store,
        'INSERT INTO account_requests (code, email, data, source, created) VALUES (?, ?, ?, ?, ?)',
        [code, user.email, JSON.stringify(data), source, new Date().toISOString()],
      );
      const link = `${config.publicUrl}/user/verify/${code}`;
      await outbox.send({
        to: user.email,
        subject: 'Confirm your Campus account',
        text: `Hello ${user.first_name},\n\nConfirm your e-mail address to finish creating your account:\n${link}\n\nIf you did not ask for an account, ignore this message.`,
        links: [link],
      });
      return {
        success: true,
        message: 'Thanks for signing up. Check your email for a link to verify your account.',
      };
    },
  );

  const loadRequest = async (code: string) => {
    const row = await one(store, 'SELECT * FROM account_requests WHERE code = ? AND used = 0', [
      code,
    ]);
    if (!row)
      throw new WpError(
        404,
        'invalid_code',
        'This verification link is invalid or has already been used.',
      );
    return {
      email: String(row.email),
      source: String(row.source) as 'survey' | 'other',
      data: json<SignupUser & { passwordHash: string | null }>(row.data),
    };
  };

  const codeOf = (request: FastifyRequest) => field(request.body, 'code');
  app.post(
    '/wp/v2/user/account/pending',
    {
      preValidation: limits.guard(codeOf),
      schema: { body: obj({ code: { type: 'string', minLength: 1, maxLength: 100 } }, ['code']) },
    },
    async (request): Promise<VerificationData> => {
      const { code } = request.body as { code: string };
      const pending = await loadRequest(code);
      return {
        user: { email: pending.email, first_name: pending.data.first_name, password: '' },
        privacyContent:
          '<p>We use your details to run your account and your courses. We never sell them.</p>',
        content: `<h2>Welcome, ${pending.data.first_name.replace(/[<>&"]/g, '')}!</h2><p>Your e-mail address is confirmed. Get started to sign in.</p>`,
        source: pending.source,
      };
    },
  );

  app.post(
    '/wp/v2/user/account/verify',
    {
      preValidation: limits.guard(codeOf),
      schema: {
        body: obj(
          {
            code: { type: 'string', minLength: 1, maxLength: 100 },
            user: obj({
              email: { type: 'string' },
              first_name: { type: 'string' },
              password: { type: 'string', maxLength: 200 },
            }),
          },
          ['code'],
        ),
      },
    },
    async (request): Promise<VerifyAccountResponse> => {
      const body = request.body as { code: string; user?: { password?: string } };
      const pending = await loadRequest(body.code);
      let hash = pending.data.passwordHash;
      if (body.user?.password) {
        checkPassword(body.user.password);
        hash = await passwords.hash(body.user.password);
      }
      if (!hash)
        throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): password', {
          params: { password: 'is required' },
        });
      const roles = pending.source === 'survey' ? ['support_couple'] : ['member'];
      const d = pending.data;
      await store.batch(
        [
          { sql: 'UPDATE account_requests SET used = 1 WHERE code = ?', args: [body.code] },
          {
            sql: `INSERT INTO users (email, password_hash, first_name, last_name, mobile_number, country, locality, roles, preferences, created)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, '{}', ?)`,
            args: [
              pending.email,
              hash,
              d.first_name,
              d.last_name,
              d.mobileNumber ?? '',
              d.country ?? null,
              d.locality ?? null,
              JSON.stringify(roles),
              new Date().toISOString(),
            ],
          },
        ],
        'write',
      );
      return { success: true, email: pending.email, user_roles: roles };
    },
  );

  const sendRecovery = async (email: string) => {
    const user = await findUserByEmail(store, email);
    if (!user) return;
    const key = token();
    await run(store, 'INSERT INTO recovery_keys (key, email, created) VALUES (?, ?, ?)', [
      key,
      user.email,
      Date.now(),
    ]);
    const link = `${config.publicUrl}/user/recover-password?key=${key}&login=${encodeURIComponent(user.email)}`;
    await outbox.send({
      to: user.email,
      subject: 'Reset your Campus password',
      text: `Someone asked to reset the password for ${user.email}.\n\nTo choose a new password, visit:\n${link}\n\nIf this was not you, ignore this message.`,
      links: [link],
    });
  };

  app.post(
    '/wp/v2/user/recoverpwd/init',
    {
      preValidation: limits.guard((request) => field(request.body, 'email')),
      schema: { body: obj({ email }, ['email']) },
    },
    async (request): Promise<RecoveryResponse> => {
      const body = request.body as { email: string };
      // Known and unknown addresses get the same answer at the same speed (no role, no wait for the
      // lookup or the mail), so the form cannot be used to probe for accounts.
      sendRecovery(body.email).catch((error: unknown) => request.log.error(error));
      return { responseType: ResponseType.VerificationSent, data: { email: body.email } };
    },
  );

  const checkKey = async (key: string, login: string) => {
    const row = await one(
      store,
      'SELECT * FROM recovery_keys WHERE key = ? AND email = ? AND used = 0',
      [key, login],
    );
    if (!row || Date.now() - Number(row.created) > RECOVERY_KEY_LIFETIME_MS) return undefined;
    return findUserByEmail(store, login);
  };

  const recoveryLoginOf = (request: FastifyRequest) =>
    field(request.body, 'login') ?? field(request.query, 'login');
  app.get(
    '/wp/v2/user/recoverpwd/verify',
    {
      preValidation: limits.guard(recoveryLoginOf),
      schema: {
        querystring: obj(
          {
            key: { type: 'string', minLength: 1, maxLength: 100 },
            login: { type: 'string', minLength: 1, maxLength: 254 },
          },
          ['key', 'login'],
        ),
      },
    },
    async (request): Promise<RecoveryResponse> => {
      const { key, login } = request.query as { key: string; login: string };
      const user = await checkKey(key, login);
      if (!user) return { responseType: ResponseType.VerificationFailed, data: { email: login } };
      return { responseType: ResponseType.Verified, data: { ...roleOf(user), email: user.email } };
    },
  );

  app.post(
    '/wp/v2/user/recoverpwd/set',
    {
      preValidation: limits.guard(recoveryLoginOf),
      schema: {
        body: obj(
          {
            key: { type: 'string', minLength: 1, maxLength: 100 },
            login: { type: 'string', minLength: 1, maxLength: 254 },
            password,
          },
          ['key', 'login', 'password'],
        ),
      },
    },
    async (request): Promise<RecoveryResponse> => {
      const body = request.body as { key: string; login: string; password: string };
      const user = await checkKey(body.key, body.login);
      if (!user)
        throw new WpError(400, 'invalid_key', 'We were unable to verify your recovery key.');
      checkPassword(body.password);
      await store.batch(
        [
          {
            sql: 'UPDATE users SET password_hash = ? WHERE id = ?',
            args: [await passwords.hash(body.password), user.id],
          },
          { sql: 'UPDATE recovery_keys SET used = 1 WHERE email = ?', args: [user.email] },
        ],
        'write',
      );
      return { responseType: ResponseType.Completed, data: { ...roleOf(user), email: user.email } };
    },
  );

  app.post(
    '/wp/v2/user/resetpwd',
    {
      schema: { body: obj({ password, oldPassword: password }, ['password', 'oldPassword']) },
    },
    async (request): Promise<SuccessResponse> => {
      const session = await requireSession(tokens, request);
      const body = request.body as { password: string; oldPassword: string };
      if (!(await passwords.verify(body.oldPassword, session.user.password_hash))) {
        throw new WpError(400, 'incorrect_password', 'The old password is incorrect.');
      }
      checkPassword(body.password);
      await run(store, 'UPDATE users SET password_hash = ? WHERE id = ?', [
        await passwords.hash(body.password),
        session.user.id,
      ]);
      return { success: true };
    },
  );
};
