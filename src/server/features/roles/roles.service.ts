import { and, eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { BootstrapAdminInput } from '../../../domain/account/account.schema';
import type { Auth } from '../../auth/auth';
import { translateAuthError } from '../../auth/auth-errors';
import type { Db } from '../../db/client';
import { adminBootstrap, sessions, userRoles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../platform/log';

/** A failed check is logged and means "not admin". */
export async function isAdmin(db: Db, userId: string, logger: Logger): Promise<boolean> {
  try {
    const rows = await db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
      .limit(1);
    return rows.length > 0;
  } catch (error) {
    logger.error('admin role check failed', { userId, error });
    return false;
  }
}

const ADMIN_EXISTS = new AppError(
  409,
  'admin_exists',
  'Já existe um administrador. Entre com a conta de administrador para continuar.',
);

/**
 * Creates the first administrator. The single row of `admin_bootstrap` is claimed first, so two
 * requests at once cannot both succeed; if creating the account fails, the claim is released.
 */
export async function bootstrapAdmin(db: Db, auth: Auth, input: BootstrapAdminInput): Promise<{ userId: string }> {
  const existing = await db.select({ id: userRoles.id }).from(userRoles).where(eq(userRoles.role, 'admin')).limit(1);
  if (existing.length > 0) throw ADMIN_EXISTS;
  const claimed = await db.insert(adminBootstrap).values({ id: true }).onConflictDoNothing().returning();
  if (claimed.length === 0) throw ADMIN_EXISTS;

  try {
    const { user } = await auth.api.signUpEmail({
      body: { name: input.fullName, email: input.email, password: input.password },
    });
    await db.insert(userRoles).values({ userId: user.id, role: 'admin' });
    // signUpEmail signs the new user in; she signs in herself on the login screen instead.
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    return { userId: user.id };
  } catch (error) {
    await db.delete(adminBootstrap);
    if (error instanceof APIError) {
      const translated = translateAuthError(error.statusCode, (error.body as { code?: string } | undefined)?.code);
      throw new AppError(translated.status, translated.code, translated.message);
    }
    throw error;
  }
}
