import { asc, eq } from 'drizzle-orm';
import { subscriptions, userActivity } from '../../db/schema';
import type { DataExporter } from '../account/data-export';

/** Her subscriptions and when she last used the app, as the back office sees them. */
export const subscriptionsExporter: DataExporter = {
  name: 'subscriptions',
  async collect(db, userId) {
    const [rows, activity] = await Promise.all([
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)),
      db.select({ lastActivity: userActivity.lastActivity }).from(userActivity).where(eq(userActivity.userId, userId)),
    ]);
    return { subscriptions: rows, lastActivity: activity[0]?.lastActivity ?? null };
  },
};
