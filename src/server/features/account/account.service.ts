import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { babies, profiles } from '../../db/schema';
import type { SessionUser } from '../../http/types';

export type Profile = typeof profiles.$inferSelect;
export type Baby = typeof babies.$inferSelect;

/**
 * The profile is created with the account; should that ever have failed half-way, it is made
 * here from the account so the mother is never left without one.
 */
export async function getOrCreateProfile(db: Db, user: SessionUser): Promise<Profile> {
  const [found] = await db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1);
  if (found) return found;
  const [created] = await db
    .insert(profiles)
    .values({ id: user.id, fullName: user.name, email: user.email })
    .onConflictDoUpdate({ target: profiles.id, set: { email: user.email } })
    .returning();
  return created!;
}

/** The active baby: the newest birth date first, as the spec says. */
export async function getActiveBaby(db: Db, userId: string): Promise<Baby | null> {
  const [baby] = await db
    .select()
    .from(babies)
    .where(eq(babies.userId, userId))
    .orderBy(desc(babies.birthDate), desc(babies.createdAt))
    .limit(1);
  return baby ?? null;
}
