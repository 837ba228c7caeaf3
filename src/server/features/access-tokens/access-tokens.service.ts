import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  ACCESS_TOKEN_PREFIX,
  type AccessTokenInput,
  MAX_ACCESS_TOKENS,
} from '../../../domain/access-tokens/access-token';
import { accessTokenHash } from '../../auth/access-token-auth';
import type { Db } from '../../db/client';
import { accessTokens, babies } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import { canSeeBaby } from '../babies/babies.service';

const DAY_MS = 86_400_000;

const listed = {
  id: accessTokens.id,
  name: accessTokens.name,
  scope: accessTokens.scope,
  babyId: accessTokens.babyId,
  babyName: babies.name,
  expiresAt: accessTokens.expiresAt,
  lastUsedAt: accessTokens.lastUsedAt,
  createdAt: accessTokens.createdAt,
};

/** Her tokens, newest first, without their secrets (only their hashes are kept anyway). */
export async function listAccessTokens(db: Db, userId: string) {
  const rows = await db
    .select(listed)
    .from(accessTokens)
    .leftJoin(babies, eq(babies.id, accessTokens.babyId))
    .where(eq(accessTokens.userId, userId))
    .orderBy(desc(accessTokens.createdAt));
  return rows.map((row) => ({
    ...row,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Makes a token: 256 random bits after a recognisable prefix. The token itself is answered this
 * once; the database keeps its SHA-256.
 */
export async function createAccessToken(db: Db, userId: string, input: AccessTokenInput, now: Date) {
  if (input.babyId && !(await canSeeBaby(db, userId, input.babyId))) throw new AppError('baby_not_found');
  const [{ value: held } = { value: 0 }] = await db
    .select({ value: count() })
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId));
  if (held >= MAX_ACCESS_TOKENS) throw new AppError('too_many_access_tokens');
  const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId,
      name: input.name,
      scope: input.scope,
      babyId: input.babyId ?? null,
      tokenHash: accessTokenHash(token),
      expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning({ id: accessTokens.id });
  const [created] = (await listAccessTokens(db, userId)).filter((t) => t.id === row!.id);
  return { token, accessToken: created! };
}

/** Revokes at once: the row goes, and the next request with the token is refused. */
export async function revokeAccessToken(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError('access_token_not_found');
  const deleted = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
    .returning({ id: accessTokens.id });
  if (deleted.length === 0) throw new AppError('access_token_not_found');
}
