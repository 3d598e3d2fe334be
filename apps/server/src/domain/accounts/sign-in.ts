import { EMAIL_PATTERN } from '@campus/api-client';
import { findUserByEmail, type Session, type UserRow } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import type { Services } from '../../services';
import type { Db } from '../../services/store';

/*
 * Signing in as the JWT Authentication plugin answers it (README, "Decisions": sign-in errors),
 * and signing out.
 */

export const escapeHtml = (value: string) =>
  value.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** WordPress's `user_nicename`: the login made URL-safe (`sanitize_title`). */
export const niceName = (login: string) =>
  login
    .toLowerCase()
    .replace(/@/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);

const loginError = (code: string, message: string) =>
  new WpError(403, `[jwt_auth] ${code}`, message);

/** The plugin's answer: `wp_authenticate` errors prefixed `[jwt_auth]`, all 403, messages as WordPress words them. */
export async function authenticate(
  { db, config, passwords }: Services,
  login: string,
  password: string,
): Promise<UserRow> {
  const lostPasswordUrl = `${config.publicUrl}/wp-login.php?action=lostpassword`;
  if (!login)
    throw loginError('empty_username', '<strong>Error:</strong> The username field is empty.');
  if (!password)
    throw loginError('empty_password', '<strong>Error:</strong> The password field is empty.');
  const user = await findUserByEmail(db, login);
  if (!user) {
    const pending = await db
      .selectFrom('account_requests')
      .select('code')
      .where(db.sameText('email', login))
      .where('used', '=', 0)
      .executeTakeFirst();
    if (pending) {
      throw loginError(
        'user_exists',
        `An account for ${escapeHtml(login)} is waiting to be verified. Follow the link in the email we sent you to finish signing up.`,
      );
    }
    if (new RegExp(EMAIL_PATTERN).test(login))
      throw loginError('invalid_email', 'Unknown email address. Check again or try your username.');
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
    await db
      .updateTable('users')
      .set({ password_hash: await passwords.hash(password) })
      .where('id', '=', user.id)
      .execute();
  }
  return user;
}

/** Ends the session of this token: every instance refuses it from now on. */
export async function endSession(db: Db, session: Session): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti: session.jti, expires: session.exp })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
