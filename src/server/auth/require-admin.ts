import type { MiddlewareHandler } from 'hono';
import { isAdmin } from '../features/roles/roles.service';
import { errorResponse } from '../http/app-error';
import type { AppDeps, AppEnv } from '../http/types';
import { requireUser } from './require-user';

/**
 * A session (else 401), then the admin role read from the database on every call (else 403):
 * a role taken away stops working at once.
 */
export function requireAdmin({ auth, database, logger }: AppDeps): MiddlewareHandler<AppEnv> {
  const signedIn = requireUser(auth);
  return async (c, next) => {
    let admin = false;
    const refused = await signedIn(c, async () => {
      admin = await isAdmin(database.db, c.get('user').id, logger);
      if (admin) await next();
    });
    if (refused) return refused;
    if (!admin) return errorResponse(c, 'admin_only');
  };
}
