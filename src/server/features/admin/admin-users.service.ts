import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { USERS_PAGE_SIZE, type AdminCreateUser } from '../../../domain/admin/admin.schema';
import type { Auth } from '../../auth/auth';
import { translateAuthError } from '../../auth/auth-errors';
import type { Db } from '../../db/client';
import { plans, profiles, sessions, subscriptions, userRoles, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUserId } from '../../http/request-values';
import type { Storage } from '../../platform/storage/storage';
import { deleteAccount } from '../account/account-deletion';
import { audit } from './admin-audit';

const USER_NOT_FOUND = () => new AppError(404, 'not_found', 'Usuário não encontrado.');
const PLAN_NOT_FOUND = () => new AppError(400, 'bad_plan', 'Plano não encontrado.');

async function existingUser(db: Db, userId: string) {
  if (!isUserId(userId)) throw USER_NOT_FOUND();
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw USER_NOT_FOUND();
  return user;
}

/** One page of users, newest first, found by a piece of the name or the e-mail. */
export async function listUsers(db: Db, search: string, page: number) {
  const term = search.trim();
  const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where = term ? or(ilike(profiles.fullName, like), ilike(profiles.email, like)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        planId: profiles.planId,
        planName: plans.name,
        createdAt: profiles.createdAt,
        isAdmin: sql<boolean>`exists (select 1 from ${userRoles} r where r.user_id = ${profiles.id} and r.role = 'admin')`,
      })
      .from(profiles)
      .leftJoin(plans, eq(plans.id, profiles.planId))
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return {
    users: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: USERS_PAGE_SIZE,
  };
}

async function findPlan(db: Db, planId: string) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw PLAN_NOT_FOUND();
  return plan;
}

/**
 * Puts a mother on a plan (or none). A paid plan starts an active subscription at the plan's
 * price, ending the one she had; a free plan or none ends it.
 */
export async function updatePlan(db: Db, adminId: string, userId: string, planId: string | null) {
  await existingUser(db, userId);
  const plan = planId ? await findPlan(db, planId) : null;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ planId: profiles.planId }).from(profiles).where(eq(profiles.id, userId));
    await tx
      .update(profiles)
      .set({ planId: plan?.id ?? null, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: new Date() })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
    if (plan && plan.price > 0) await tx.insert(subscriptions).values({ userId, planId: plan.id, amount: plan.price });
    await audit(tx, {
      adminId,
      action: 'updatePlan',
      targetUserId: userId,
      details: { from: before?.planId ?? null, to: plan?.id ?? null, planName: plan?.name ?? null },
    });
  });
}

export async function createUser(db: Db, auth: Auth, adminId: string, input: AdminCreateUser) {
  if (input.planId) await findPlan(db, input.planId);
  let userId: string;
  try {
    const { user } = await auth.api.signUpEmail({
      body: { name: input.fullName, email: input.email, password: input.password },
    });
    userId = user.id;
  } catch (error) {
    if (error instanceof APIError) {
      const translated = translateAuthError(error.statusCode, (error.body as { code?: string } | undefined)?.code);
      throw new AppError(translated.status, translated.code, translated.message);
    }
    throw error;
  }
  // signUpEmail signs the new user in; she signs in herself instead.
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await audit(db, { adminId, action: 'createUser', targetUserId: userId, details: { email: input.email } });
  if (input.planId) await updatePlan(db, adminId, userId, input.planId);
  return userId;
}

/** A new password chosen by the admin; every session of the mother ends, so she signs in with it. */
export async function resetPassword(db: Db, auth: Auth, adminId: string, userId: string, newPassword: string) {
  await existingUser(db, userId);
  const context = await auth.$context;
  const hash = await context.password.hash(newPassword);
  await context.internalAdapter.updatePassword(userId, hash);
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await audit(db, { adminId, action: 'resetPassword', targetUserId: userId });
}

/** As "Excluir minha conta": all her data and files; never the last administrator. */
export async function deleteUser(db: Db, storage: Storage, adminId: string, userId: string) {
  if (userId === adminId)
    throw new AppError(400, 'self', 'Para excluir a sua própria conta, use "Excluir minha conta" no perfil.');
  const user = await existingUser(db, userId);
  await deleteAccount(db, storage, userId);
  await audit(db, { adminId, action: 'deleteUser', targetUserId: userId, details: { email: user.email } });
}
