import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/**
 * The sign-in tables (users, sessions, accounts, verifications) are better-auth's. The features
 * read and change them only through these functions; the mother's own record is `profiles`.
 */

/** A transaction or the database. */
type Executor = Pick<Db, 'select' | 'update' | 'delete'>;

export async function findUser(db: Executor, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, phone: users.phone, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** The account an e-mail address signs in to, if any (addresses are kept in lower case). */
export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user?.id ?? null;
}

/** Her name and phone as better-auth also keeps them, changed with her profile. */
export async function updateUserContact(
  tx: Executor,
  userId: string,
  contact: { name: string; phone: (typeof users.$inferInsert)['phone'] },
) {
  await tx
    .update(users)
    .set({ name: contact.name, phone: contact.phone, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export function listSessions(db: Executor, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
}

/** Signs her out everywhere. */
export async function endSessions(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every table that holds her data references `users` with ON DELETE CASCADE. */
export async function deleteUser(tx: Executor, userId: string) {
  await tx.delete(users).where(eq(users.id, userId));
}
