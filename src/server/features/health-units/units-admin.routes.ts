import { Hono } from 'hono';
import { HealthUnitInputSchema, UnitInvitationInputSchema } from '../../../domain/health-units/health-unit';
import { requireAdmin } from '../../auth/require-admin';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { closeUnit, createUnit, inviteStaff, listUnits, removeMember, unitDetail } from './units-admin.service';

/** The back office's health units: create, invite staff by e-mail, remove a member, close. */
export function createUnitsAdminRoutes(deps: AppDeps) {
  const { database, mailer, config } = deps;
  const { db } = database;
  const admin = requireAdmin(deps);
  const me = (c: { get(key: 'user'): { id: string } }) => c.get('user').id;

  return new Hono<AppEnv>()
    .get('/', admin, async (c) => c.json({ units: await listUnits(db) }))
    .post('/', admin, validateJson(HealthUnitInputSchema), async (c) =>
      c.json({ unit: await createUnit(db, me(c), c.req.valid('json')) }, 201),
    )
    .get('/:id', admin, async (c) => c.json(await unitDetail(db, c.req.param('id'))))
    .post('/:id/invitations', admin, validateJson(UnitInvitationInputSchema), async (c) => {
      const sent = await inviteStaff(
        { db, mailer, appUrl: config.APP_URL },
        me(c),
        c.req.param('id'),
        c.req.valid('json').email,
      );
      return c.json(sent, 201);
    })
    .delete('/:id/members/:userId', admin, async (c) => {
      await removeMember(db, me(c), c.req.param('id'), c.req.param('userId'));
      return c.json({ ok: true as const });
    })
    .post('/:id/close', admin, async (c) => {
      await closeUnit(db, me(c), c.req.param('id'));
      return c.json({ ok: true as const });
    });
}
