import { deleteUser, findUser } from '../../auth/auth-users';
import type { SessionCache } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { forgetMailTo } from '../../platform/mail/stored-mailer';
import type { Storage } from '../../platform/storage/storage';
import { familiesOnAccountDeletion, leaveFamiliesForGood } from '../babies/family.service';
import { lockAdmins } from '../roles/roles.service';

/**
 * Deletes the account for good: every table that holds her data references `users` with
 * ON DELETE CASCADE, her files all live under her id, and mail kept for her goes too. What she
 * wrote for a baby that stays with its family (agenda events, vaccines) stays, without her name.
 * The last administrator cannot leave the app without one.
 */
export async function deleteAccount(
  db: Db,
  storage: Storage,
  sessions: Pick<SessionCache, 'settle'>,
  userId: string,
  { deleteSharedBabies = false } = {},
): Promise<void> {
  const user = await findUser(db, userId);
  if (!user) return;
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    if (admins.includes(userId) && !admins.some((id) => id !== userId)) {
      throw new AppError('last_admin');
    }
    // A shared baby is never left without a Responsável: she passes it on, or deletes it knowingly.
    const families = await familiesOnAccountDeletion(tx, userId);
    if (families.blocking.length > 0 && !deleteSharedBabies) {
      throw new AppError('shared_babies', families.blocking.map((baby) => baby.name).join(', '));
    }
    await leaveFamiliesForGood(tx, userId, [...families.alone, ...families.blocking.map((baby) => baby.id)]);
    await forgetMailTo(tx, user.email);
    await deleteUser(tx, userId);
  });
  // Her sessions went with her (cascade): refused from the next request on.
  await sessions.settle();
  await storage.deletePrefix(userId);
}
