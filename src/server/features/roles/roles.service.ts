import { APIError } from 'better-auth/api';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BootstrapAdminInput } from '../../../domain/account/account.schema';
import type { Auth } from '../../auth/auth';
import { translateAuthError } from '../../auth/auth-errors';
import { endSessions } from '../../auth/auth-users';
import type { Db } from '../../db/client';
import { adminBootstrap, userRoles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../platform/log';

/** A transaction or the database. */
type Executor = Pick<Db, 'select'>;

const isAdminRow = eq(userRoles.role, 'admin');

/** Whether she holds the admin role; a failed query throws (the back office's own checks). */
export async function hasAdminRole(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), isAdminRow))
    .limit(1);
  return rows.length > 0;
}

/** The guard's and the pages' question: a failed check is logged and means "not admin". */
export async function isAdmin(db: Db, userId: string, logger: Logger): Promise<boolean> {
  try {
    return await hasAdminRole(db, userId);
  } catch (error) {
    logger.error('admin role check failed', { userId, error });
    return false;
  }
}

/**
 * Creates the first administrator. The single row of `admin_bootstrap` is claimed first, so two
 * requests at once cannot both succeed; if creating the account fails, the claim is released.
 */
export async function bootstrapAdmin(db: Db, auth: Auth, input: BootstrapAdminInput): Promise<{ userId: string }> {
  const existing = await db.select({ id: userRoles.id }).from(userRoles).where(isAdminRow).limit(1);
  if (existing.length > 0) throw new AppError('admin_exists');
  const claimed = await db.insert(adminBootstrap).values({ id: true }).onConflictDoNothing().returning();
  if (claimed.length === 0) throw new AppError('admin_exists');

  try {
    const { user } = await auth.api.signUpEmail({
      body: { name: input.fullName, email: input.email, password: input.password },
    });
    await db.insert(userRoles).values({ userId: user.id, role: 'admin' });
    // signUpEmail signs the new user in; she signs in herself on the login screen instead.
    await endSessions(db, user.id);
    return { userId: user.id };
  } catch (error) {
    await db.delete(adminBootstrap);
    if (error instanceof APIError) {
      throw translateAuthError(error.statusCode, (error.body as { code?: string } | undefined)?.code);
    }
    throw error;
  }
}

/** The admin badge inside another feature's read query (the feed's authors, the users list). */
export const isAdminSql = (userId: SQL | AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${isAdminRow})`;

/** Which of these users are administrators. */
export async function adminsAmong(db: Executor, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(inArray(userRoles.userId, userIds), isAdminRow));
  return new Set(rows.map((r) => r.userId));
}

export async function rolesOf(db: Executor, userId: string) {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

/**
 * Every administrator, her row locked until the caller's transaction ends: two admins deleting
 * each other at once wait in turn, so the second sees she would be the last one.
 */
export async function lockAdmins(tx: Executor): Promise<string[]> {
  const rows = await tx.select({ userId: userRoles.userId }).from(userRoles).where(isAdminRow).for('update');
  return rows.map((r) => r.userId);
}
