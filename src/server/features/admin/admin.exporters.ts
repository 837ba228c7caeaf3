import { asc, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { DataExporter } from '../account/account.service';
import { lastActivityOf } from '../activity/activity.service';

/** Her subscriptions and when she last used the app, as the back office sees them. */
export const subscriptionsExporter: DataExporter = {
  name: 'subscriptions',
  async collect(db, userId) {
    const [rows, lastActivity] = await Promise.all([
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)),
      lastActivityOf(db, userId),
    ]);
    return { subscriptions: rows, lastActivity };
  },
};
