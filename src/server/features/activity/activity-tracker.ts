import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/types';
import type { Logger } from '../../platform/log';

/** Often enough for "active in 7 days" and "inactive for 30", rare enough to cost nothing. */
const WRITE_EVERY_MS = 5 * 60 * 1000;

/**
 * Records `user_activity.last_activity` after a signed-in request, at most once every five
 * minutes per mother and process; the database also skips a write when another process wrote
 * recently. It never delays or fails the request.
 */
export function trackActivity(db: Db, logger: Logger): MiddlewareHandler<AppEnv> {
  const lastWrite = new Map<string, number>();
  return async (c, next) => {
    await next();
    const userId = c.get('user')?.id;
    if (!userId) return;
    const now = Date.now();
    if (now - (lastWrite.get(userId) ?? 0) < WRITE_EVERY_MS) return;
    lastWrite.set(userId, now);
    if (lastWrite.size > 50_000) lastWrite.clear();
    void db
      .execute(
        sql`insert into user_activity (user_id, last_activity) values (${userId}, now())
          on conflict (user_id) do update set last_activity = now()
          where user_activity.last_activity < now() - interval '5 minutes'`,
      )
      .catch((error) => logger.warn('activity not recorded', { error }));
  };
}
