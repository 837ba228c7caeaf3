import { Hono } from 'hono';
import {
  AdminBlockUserSchema,
  AdminCreateUserSchema,
  AdminDeletePostSchema,
  AdminPlanSchema,
  AdminResetPasswordSchema,
  UsersQuerySchema,
} from '../../../domain/admin/admin.schema';
import { requireAdmin } from '../../auth/require-admin';
import { serverHealth } from '../../backup/server-health';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { listPlans, toPlanJson } from '../plans/plans.service';
import { latestAuditEntries } from './admin-audit.service';
import {
  blockUser,
  deletePostWithReason,
  dismissReports,
  listBlockedUsers,
  pendingReports,
  recentPosts,
  unblockUser,
} from './admin-moderation.service';
import { adminActivity, adminRevenue, adminStats } from './admin-reports.service';
import { createUser, deleteUser, listUsers, resetPassword, updatePlan } from './admin-users.service';

/**
 * The back office. Every route checks the admin role in the database; every change writes an
 * audit row saying who did it to whom, when and why.
 */
export function createAdminRoutes(deps: AppDeps) {
  const { database, auth, storage, realtime, logger, config, clock } = deps;
  const { db } = database;
  const admin = requireAdmin(deps);
  const me = (c: { get(key: 'user'): { id: string } }) => c.get('user').id;

  return new Hono<AppEnv>()
    .get('/stats', admin, async (c) => c.json(await adminStats(db)))
    .get('/server', admin, async (c) =>
      c.json(await serverHealth(db, config.DATA_DIR, clock.now(), { appBackups: config.BACKUPS === 'on' })),
    )
    .get('/plans', admin, async (c) => c.json({ plans: (await listPlans(db)).map(toPlanJson) }))
    .get('/users', admin, validateQuery(UsersQuerySchema), async (c) => {
      const { search, page } = c.req.valid('query');
      return c.json(await listUsers(db, search, page));
    })
    .post('/users', admin, validateJson(AdminCreateUserSchema), async (c) =>
      c.json({ userId: await createUser(db, auth, me(c), c.req.valid('json')) }, 201),
    )
    .post('/users/:id/password', admin, validateJson(AdminResetPasswordSchema), async (c) => {
      await resetPassword(db, auth, me(c), c.req.param('id'), c.req.valid('json').newPassword);
      return c.json({ ok: true });
    })
    .put('/users/:id/plan', admin, validateJson(AdminPlanSchema), async (c) => {
      await updatePlan(db, me(c), c.req.param('id'), c.req.valid('json').planId);
      return c.json({ ok: true });
    })
    .delete('/users/:id', admin, async (c) => {
      await deleteUser(db, auth, storage, me(c), c.req.param('id'));
      return c.json({ ok: true });
    })
    .put('/users/:id/block', admin, validateJson(AdminBlockUserSchema), async (c) => {
      await blockUser(db, me(c), c.req.param('id'), c.req.valid('json').reason);
      return c.json({ ok: true });
    })
    .delete('/users/:id/block', admin, async (c) => {
      await unblockUser(db, me(c), c.req.param('id'));
      return c.json({ ok: true });
    })
    .get('/revenue', admin, async (c) => c.json(await adminRevenue(db)))
    .get('/activity', admin, async (c) => c.json(await adminActivity(db)))
    .get('/moderation/reports', admin, async (c) => c.json({ reports: await pendingReports(db) }))
    .get('/moderation/posts', admin, async (c) => c.json({ posts: await recentPosts(db) }))
    .get('/moderation/blocked', admin, async (c) => c.json({ blocked: await listBlockedUsers(db) }))
    .post('/posts/:id/delete', admin, validateJson(AdminDeletePostSchema), async (c) => {
      await deletePostWithReason(
        { db, realtime, storage, logger },
        me(c),
        c.req.param('id'),
        c.req.valid('json').reason,
      );
      return c.json({ ok: true });
    })
    .post('/posts/:id/dismiss-reports', admin, async (c) => {
      await dismissReports(db, me(c), c.req.param('id'));
      return c.json({ ok: true });
    })
    .get('/audit', admin, async (c) => {
      const rows = await latestAuditEntries(db);
      return c.json({ entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) });
    });
}
