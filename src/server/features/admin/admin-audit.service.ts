import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

export type AdminAction =
  | 'createUser'
  | 'resetPassword'
  | 'updatePlan'
  | 'deleteUser'
  | 'deletePost'
  | 'deleteComment'
  | 'blockUser'
  | 'unblockUser'
  | 'dismissReports'
  | 'createUnit'
  | 'inviteUnitStaff'
  | 'removeUnitMember'
  | 'closeUnit';

export interface AuditEntry {
  adminId: string;
  action: AdminAction;
  targetUserId?: string | null;
  targetPostId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** One row per back-office operation; pass the transaction so the row and the change land together. */
export async function audit(db: Pick<Db, 'insert'>, entry: AuditEntry) {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    targetPostId: entry.targetPostId ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
  });
}

/** The latest entries, newest first, for the back office's audit page. */
export const latestAuditEntries = (db: Db, limit = 100) =>
  db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(limit);
