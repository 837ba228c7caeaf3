import { and, eq, getTableColumns } from 'drizzle-orm';
import { savedAiTips } from '../../db/schema';
import { type DataExporter, pagedRows } from '../account/account.service';

/** Her saved tips, newest first, as the tips page lists them. */
export const savedTipsExporter: DataExporter = {
  name: 'savedTips',
  collect: async (db, userId) =>
    pagedRows(
      [savedAiTips.createdAt, savedAiTips.id],
      ({ after, key, orderBy, limit }) =>
        db
          .select({ row: getTableColumns(savedAiTips), key })
          .from(savedAiTips)
          .where(and(eq(savedAiTips.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
      { newestFirst: true },
    ),
};
