import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, userRoles, users } from '../../db/schema';
import type { DataExporter } from './data-export';

export const accountExporter: DataExporter = {
  name: 'account',
  async collect(db: Db, userId: string) {
    const [user] = await db
      .select({ email: users.email, name: users.name, phone: users.phone, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    const activeSessions = await db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return { ...user, roles: roles.map((r) => r.role), sessions: activeSessions };
  },
};
