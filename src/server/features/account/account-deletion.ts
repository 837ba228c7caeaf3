import { and, eq, ne } from 'drizzle-orm';
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
  const isAdmin = await db.select().from(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
  if (isAdmin.length > 0) {
    const others = await db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.role, 'admin'), ne(userRoles.userId, userId)))
      .limit(1);
    if (others.length === 0) {
      throw new AppError(409, 'last_admin', 'Você é a única administradora. Crie outro administrador antes de excluir a sua conta.');
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(outgoingMail).where(eq(outgoingMail.to, user.email));
    await tx.delete(users).where(eq(users.id, userId));
  });
  await storage.deletePrefix(userId);
}
