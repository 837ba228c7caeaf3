import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_PREFIX } from '../../domain/access-tokens/access-token';
import type { Db } from '../db/client';
import { accessTokens, users } from '../db/schema';
import type { SessionUser, TokenGrant } from '../http/types';
import { createAuthThrottle, type ThrottleHit, type ThrottleRule } from './auth-throttle';

/** Only this is kept of a token: it is 256 random bits, so a plain SHA-256 is enough. */
export const accessTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The token of an `Authorization: Bearer …` header, or undefined without one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export type TokenRead = { grant: TokenGrant; user: SessionUser; limit: ThrottleHit } | null;

/**
 * Reads a personal access token: a revoked one (its row deleted), an expired one and anything
 * else is null. Each use counts against the token's own rate and marks when it was last used.
 */
export function createAccessTokenAuth(db: Db, secret: string, rate: ThrottleRule) {
  const throttle = createAuthThrottle(db, secret);
  return {
    /**
     * Ends every token of an account, as a new password ends her other sessions: a token copied by
     * whoever knew the old password must not outlive it.
     */
    async revokeAll(userId: string): Promise<void> {
      await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
    },
    /**
     * Whose a live token is, without using it: no rate counted, no "last used" moved. The
     * idempotency middleware keys a token's writes by it before the route reads the token.
     */
    async holderOf(token: string): Promise<{ userId: string; tokenId: string } | null> {
      if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return null;
      const [row] = await db
        .select({ userId: accessTokens.userId, tokenId: accessTokens.id })
        .from(accessTokens)
        .where(
          and(
            eq(accessTokens.tokenHash, accessTokenHash(token)),
            or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, sql`now()`)),
          ),
        );
      return row ?? null;
    },
    async read(token: string): Promise<TokenRead> {
      if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return null;
      const [row] = await db
        .update(accessTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(accessTokens.tokenHash, accessTokenHash(token)),
            or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, sql`now()`)),
          ),
        )
        .returning({
          id: accessTokens.id,
          userId: accessTokens.userId,
          name: accessTokens.name,
          scope: accessTokens.scope,
          babyId: accessTokens.babyId,
        });
      if (!row) return null;
      const [user] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, row.userId));
      if (!user) return null;
      const limit = await throttle.hit(throttle.key('access-token', row.id), rate);
      return {
        grant: { id: row.id, name: row.name, scope: row.scope, babyId: row.babyId },
        user: { ...user, via: row.name },
        limit,
      };
    },
  };
}

export type AccessTokenAuth = ReturnType<typeof createAccessTokenAuth>;
