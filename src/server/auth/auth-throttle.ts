import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottles } from '../db/schema';

export interface ThrottleRule {
  max: number;
  windowSeconds: number;
}

/** Failed sign-ins per account (known or not), whatever address they come from. */
export const ACCOUNT_SIGN_IN_RULE: ThrottleRule = { max: 10, windowSeconds: 15 * 60 };

/** Password-reset requests per client address: better-auth's own per-minute limit on the other routes. */
export const resetAddressRule = (perMinute: number): ThrottleRule => ({ max: perMinute, windowSeconds: 60 });

export interface ThrottleHit {
  allowed: boolean;
  /** Until the window ends. */
  retryAfterSeconds: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the database, shared by every process (the sign-in's and the shared
 * report's, `/r`): each hit is one atomic upsert
 * that starts a new window when the last one ended, so parallel attempts cannot pass the limit
 * together. Rows of ended windows are swept at most once a minute per process.
 */
export function createAuthThrottle(db: Db, secret: string) {
  let lastSweep = 0;

  async function sweep() {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.delete(authThrottles).where(lt(authThrottles.expiresAt, sql`now()`));
  }

  return {
    /**
     * The key of what is counted (an account's e-mail, a client address): an HMAC, so the table
     * never holds an e-mail or an address in clear.
     */
    key(
      kind:
        | 'sign-in-account'
        | 'reset-address'
        | 'invitation-mail'
        | 'invitation-address'
        | 'report-link'
        | 'report-address'
        | 'access-token',
      value: string,
    ): string {
      return `${kind}:${createHmac('sha256', secret).update(value.trim().toLowerCase()).digest('base64url')}`;
    },

    /** Counts one attempt; `allowed` is false once the window holds more than `rule.max`. */
    async hit(key: string, rule: ThrottleRule): Promise<ThrottleHit> {
      await sweep();
      const ended = sql`${authThrottles.expiresAt} <= now()`;
      const windowEnd = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
      const [row] = await db
        .insert(authThrottles)
        .values({ key, hits: 1, expiresAt: windowEnd })
        .onConflictDoUpdate({
          target: authThrottles.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${authThrottles.hits} + 1 end`,
            expiresAt: sql`case when ${ended} then ${windowEnd} else ${authThrottles.expiresAt} end`,
          },
        })
        .returning({
          hits: authThrottles.hits,
          retryAfterSeconds: sql<number>`ceil(extract(epoch from ${authThrottles.expiresAt} - now()))::int`,
        });
      return { allowed: row!.hits <= rule.max, retryAfterSeconds: Math.max(1, row!.retryAfterSeconds) };
    },

    /** Ends the window at once. */
    async clear(key: string): Promise<void> {
      await db.delete(authThrottles).where(eq(authThrottles.key, key));
    },

    /** Takes one attempt back: it turned out not to count (the password was right). */
    async undo(key: string): Promise<void> {
      await db
        .update(authThrottles)
        .set({ hits: sql`greatest(${authThrottles.hits} - 1, 0)` })
        .where(eq(authThrottles.key, key));
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
