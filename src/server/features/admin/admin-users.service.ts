import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import { type AdminCreateUser, USERS_PAGE_SIZE } from '../../../domain/admin/admin.schema';
import type { Auth } from '../../auth/auth';
import { translateAuthError } from '../../auth/auth-errors';
import { endSessions, findUser } from '../../auth/auth-users';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUserId } from '../../http/request-values';
import type { Storage } from '../../platform/storage/storage';
import { deleteAccount } from '../account/account.service';
import { findPlan as findPlanRow, listPlans } from '../plans/plans.service';
import { searchProfiles, setProfilePlan } from '../profile/profile.service';
import { adminsAmong } from '../roles/roles.service';
import { audit } from './admin-audit.service';

async function existingUser(db: Db, userId: string) {
  if (!isUserId(userId)) throw new AppError('user_not_found');
  const user = await findUser(db, userId);
  if (!user) throw new AppError('user_not_found');
  return user;
}

/** One page of users, newest first, found by a piece of the name or the e-mail. */
export async function listUsers(db: Db, search: string, page: number) {
  const [{ rows, total }, plans] = await Promise.all([
    searchProfiles(db, search, { limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE }),
    listPlans(db),
  ]);
  const admins = await adminsAmong(
    db,
    rows.map((r) => r.id),
  );
  const planNames = new Map(plans.map((plan) => [plan.id, plan.name]));
  return {
    users: rows.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      email: r.email,
      planId: r.planId,
      planName: (r.planId && planNames.get(r.planId)) ?? null,
      createdAt: r.createdAt.toISOString(),
      isAdmin: admins.has(r.id),
    })),
    total,
    page,
    pageSize: USERS_PAGE_SIZE,
  };
}

async function findPlan(db: Db, planId: string) {
  const plan = await findPlanRow(db, planId);
  if (!plan) throw new AppError('plan_not_found');
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
    const { before } = await setProfilePlan(tx, userId, plan?.id ?? null);
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: new Date() })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
    if (plan && plan.price > 0) await tx.insert(subscriptions).values({ userId, planId: plan.id, amount: plan.price });
    await audit(tx, {
      adminId,
      action: 'updatePlan',
      targetUserId: userId,
      details: { from: before, to: plan?.id ?? null, planName: plan?.name ?? null },
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
      throw translateAuthError(error.statusCode, (error.body as { code?: string } | undefined)?.code);
    }
    throw error;
  }
  // signUpEmail signs the new user in; she signs in herself instead.
  await endSessions(db, userId);
  await audit(db, { adminId, action: 'createUser', targetUserId: userId, details: { email: input.email } });
  if (input.planId) await updatePlan(db, adminId, userId, input.planId);
  return userId;
}

/** A new password chosen by the admin; every session and access token of the mother ends, so she signs in with it. */
export async function resetPassword(db: Db, auth: Auth, adminId: string, userId: string, newPassword: string) {
  await existingUser(db, userId);
  const context = await auth.$context;
  const hash = await context.password.hash(newPassword);
  await context.internalAdapter.updatePassword(userId, hash);
  await auth.sessions.revokeUser(userId);
  await auth.tokens.revokeAll(userId);
  await audit(db, { adminId, action: 'resetPassword', targetUserId: userId });
}

/** As "Excluir minha conta": all her data and files; never the last administrator. */
export async function deleteUser(db: Db, auth: Auth, storage: Storage, adminId: string, userId: string) {
  if (userId === adminId) throw new AppError('delete_self');
  const user = await existingUser(db, userId);
  await deleteAccount(db, storage, auth.sessions, userId);
  await audit(db, { adminId, action: 'deleteUser', targetUserId: userId, details: { email: user.email } });
}
