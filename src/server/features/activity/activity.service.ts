import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userActivity } from '../../db/schema';

/** When she last used the app (written by activity-tracker.ts), or null if never recorded. */
export async function lastActivityOf(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ lastActivity: userActivity.lastActivity })
    .from(userActivity)
    .where(eq(userActivity.userId, userId));
  return row?.lastActivity ?? null;
}
