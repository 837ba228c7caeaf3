import { findUser, listSessions } from '../../auth/auth-users';
import type { Db } from '../../db/client';
import { rolesOf } from '../roles/roles.service';
import type { DataExporter } from './data-export';

export const accountExporter: DataExporter = {
  name: 'account',
  async collect(db: Db, userId: string) {
    const user = await findUser(db, userId);
    const roles = await rolesOf(db, userId);
    const activeSessions = await listSessions(db, userId);
    return {
      ...(user && { email: user.email, name: user.name, phone: user.phone, createdAt: user.createdAt }),
      roles,
      sessions: activeSessions,
    };
  },
};
