import { and, eq, getTableColumns } from 'drizzle-orm';
import { aiChatMessages } from '../../db/schema';
import { type DataExporter, pagedRows } from '../account/account.service';

/** Her whole conversation with Lu, oldest first. */
export const chatExporter: DataExporter = {
  name: 'chatMessages',
  collect: async (db, userId) =>
    pagedRows([aiChatMessages.createdAt, aiChatMessages.id], ({ after, key, orderBy, limit }) =>
      db
        .select({ row: getTableColumns(aiChatMessages), key })
        .from(aiChatMessages)
        .where(and(eq(aiChatMessages.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    ),
};
