import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outgoingMail, userRoles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../platform/storage/storage';

/**
 * Deletes the account for good: every table that holds her data references `users` with
 * ON DELETE CASCADE, her files all live under her id, and mail kept for her goes too.
 * The last administrator cannot leave the app without one.
 */
export async function deleteAccount(db: Db, storage: Storage, userId: string): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await db.transaction(async (tx) => {
    // Locking the admin rows makes two admins deleting each other at once wait in turn, so the
    // second sees she would be the last one.
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
      .for('update');
    if (admins.some((a) => a.userId === userId) && !admins.some((a) => a.userId !== userId)) {
      throw new AppError(
        409,
        'last_admin',
        'Você é a única administradora. Crie outro administrador antes de excluir a sua conta.',
      );
    }
    await tx.delete(outgoingMail).where(eq(outgoingMail.to, user.email));
    await tx.delete(users).where(eq(users.id, userId));
  });
  await storage.deletePrefix(userId);
}
