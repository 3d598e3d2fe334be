import { findUserByEmail, type UserRow } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import type { Services } from '../../services';
import type { Db } from '../../services/store';
import { checkPassword } from './rules';
import { oneTimeCode, RECOVERY_KEY_LIFETIME_MS } from './codes';

/*
 * Passwords: recovery by a mailed key (README, "Decisions": recovery) and a member's own change.
 */

/** Mails a recovery link to the address if it is an account's; nothing otherwise. */
export async function sendRecovery({ db, outbox, config }: Services, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const key = oneTimeCode();
  await db
    .insertInto('recovery_keys')
    .values({ key, email: user.email, created: Date.now() })
    .execute();
  const link = `${config.publicUrl}/user/recover-password?key=${key}&login=${encodeURIComponent(user.email)}`;
  await outbox.send({
    to: user.email,
    subject: 'Reset your Campus password',
    text: `Someone asked to reset the password for ${user.email}.\n\nTo choose a new password, visit:\n${link}\n\nIf this was not you, ignore this message.`,
    links: [link],
  });
}

/** The account a recovery key opens, while the key is unused and fresh. */
export async function recoveredAccount(
  db: Db,
  key: string,
  login: string,
): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('recovery_keys')
    .selectAll()
    .where('key', '=', key)
    .where(db.sameText('email', login))
    .where('used', '=', 0)
    .executeTakeFirst();
  if (!row || Date.now() - Number(row.created) > RECOVERY_KEY_LIFETIME_MS) return undefined;
  return findUserByEmail(db, login);
}

/** Sets a recovered account's password and retires every recovery key of its address. */
export async function setRecoveredPassword(
  { db, passwords }: Services,
  user: UserRow,
  password: string,
): Promise<void> {
  checkPassword(password);
  const passwordHash = await passwords.hash(password);
  await db.atomically([
    db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id),
    db.updateTable('recovery_keys').set({ used: 1 }).where(db.sameText('email', user.email)),
  ]);
}

/** A member's own change: the old password must match, the new one pass the rule. */
export async function changePassword(
  { db, passwords }: Services,
  user: UserRow,
  body: { password: string; oldPassword: string },
): Promise<void> {
  if (!(await passwords.verify(body.oldPassword, user.password_hash))) {
    throw new WpError(400, 'incorrect_password', 'The old password is incorrect.');
  }
  checkPassword(body.password);
  await db
    .updateTable('users')
    .set({ password_hash: await passwords.hash(body.password) })
    .where('id', '=', user.id)
    .execute();
}
