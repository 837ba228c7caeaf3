import { deleteUser, findUser } from '../../auth/auth-users';
import type { SessionCache } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { forgetMailTo } from '../../platform/mail/stored-mailer';
import type { Storage } from '../../platform/storage/storage';
import { lockAdmins } from '../roles/roles.service';

/**
 * Deletes the account for good: every table that holds her data references `users` with
 * ON DELETE CASCADE, her files all live under her id, and mail kept for her goes too.
 * The last administrator cannot leave the app without one.
 */
export async function deleteAccount(
  db: Db,
  storage: Storage,
  sessions: Pick<SessionCache, 'settle'>,
  userId: string,
): Promise<void> {
  const user = await findUser(db, userId);
  if (!user) return;
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    if (admins.includes(userId) && !admins.some((id) => id !== userId)) {
      throw new AppError('last_admin');
    }
    await forgetMailTo(tx, user.email);
    await deleteUser(tx, userId);
  });
  // Her sessions went with her (cascade): refused from the next request on.
  await sessions.settle();
  await storage.deletePrefix(userId);
}
