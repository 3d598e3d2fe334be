import type { SignupPayload } from '@campus/api-client/contract';
import { findUserByEmail } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import type { Services } from '../../services';
import { json, type Db } from '../../services/store';
import { checkPassword } from './rules';
import { oneTimeCode } from './codes';

/*
 * Signing up (README, "Decisions": sign-up): a request is mailed a single-use code, and the
 * account exists only once the code is verified.
 */

/** Records a sign-up request (dropping the address's earlier ones) and mails its link. */
export async function requestAccount(
  { db, outbox, config, passwords }: Services,
  user: SignupPayload,
): Promise<void> {
  const source = user.source ?? 'other';
  if (await findUserByEmail(db, user.email)) {
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
      throw new WpError(400, 'terms_not_accepted', 'You must agree to the Terms and Conditions.');
  }
  const code = oneTimeCode();
  const data = {
    ...user,
    passwordHash: user.password ? await passwords.hash(user.password) : null,
    password: undefined,
    confirmPassword: undefined,
  };
  await db
    .updateTable('account_requests')
    .set({ used: 1 })
    .where(db.sameText('email', user.email))
    .where('used', '=', 0)
    .execute();
  await db
    .insertInto('account_requests')
    .values({
      code,
      email: user.email,
      data: JSON.stringify(data),
      source,
      created: new Date().toISOString(),
    })
    .execute();
  const link = `${config.publicUrl}/user/verify/${code}`;
  await outbox.send({
    to: user.email,
    subject: 'Confirm your Campus account',
    text: `Hello ${user.first_name},\n\nConfirm your e-mail address to finish creating your account:\n${link}\n\nIf you did not ask for an account, ignore this message.`,
    links: [link],
  });
}

/** The sign-up request a code names, while it is unused. */
export async function pendingAccount(db: Db, code: string) {
  const row = await db
    .selectFrom('account_requests')
    .selectAll()
    .where('code', '=', code)
    .where('used', '=', 0)
    .executeTakeFirst();
  if (!row)
    throw new WpError(
      404,
      'invalid_code',
      'This verification link is invalid or has already been used.',
    );
  return {
    email: String(row.email),
    source: String(row.source) as 'survey' | 'other',
    data: json<SignupPayload & { passwordHash: string | null }>(row.data),
  };
}

/** Creates the account a code names (a survey's with the password it sets); answers its roles. */
export async function verifyAccount(
  { db, passwords }: Services,
  body: { code: string; user?: { password?: string } },
): Promise<{ email: string; roles: string[] }> {
  const pending = await pendingAccount(db, body.code);
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
  await db.atomically([
    db.updateTable('account_requests').set({ used: 1 }).where('code', '=', body.code),
    db.insertInto('users').values({
      email: pending.email,
      password_hash: hash,
      first_name: d.first_name,
      last_name: d.last_name,
      mobile_number: d.mobileNumber ?? '',
      country: d.country ?? null,
      locality: d.locality ?? null,
      roles: JSON.stringify(roles),
      preferences: '{}',
      created: new Date().toISOString(),
    }),
  ]);
  return { email: pending.email, roles };
}
