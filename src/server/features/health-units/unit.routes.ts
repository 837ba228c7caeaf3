import { Hono } from 'hono';
import { toCalendarDate } from '../../../domain/age';
import {
  UnitContactInputSchema,
  UnitListQuerySchema,
  UnitVaccineInputSchema,
} from '../../../domain/health-units/health-unit';
import { requireUser } from '../../auth/require-user';
import { fileSlug } from '../../http/file-slug';
import { streamedBody } from '../../http/streamed-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { exportUnitList } from './unit-export';
import { unitList } from './unit-list.service';
import { recordContact, recordUnitVaccine, sendUnitReminder, unitBabyRecord } from './unit-record.service';
import { acceptUnitInvitation, previewUnitInvitation, staffUnitOf } from './unit-staff.service';

/**
 * The unit's panel, for its staff only: every request reads her membership and the unit's state
 * from the database, so a member removed, a unit closed or a consent revoked is a 404 at once.
 */
export function createUnitRoutes({ database, auth, clock, logger, reminders }: AppDeps) {
  const { db } = database;
  const unitOf = (c: { get(key: 'user'): { id: string } }) => staffUnitOf(db, c.get('user').id);

  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/invitations/:token', async (c) =>
      c.json({ invitation: await previewUnitInvitation(db, c.get('user'), c.req.param('token')) }),
    )
    .post('/invitations/:token/accept', async (c) =>
      c.json({ unit: await acceptUnitInvitation(db, c.get('user'), c.req.param('token')) }),
    )
    .get('/', async (c) => c.json({ unit: await unitOf(c) }))
    .get('/babies', validateQuery(UnitListQuerySchema), async (c) => {
      const unit = await unitOf(c);
      return c.json(await unitList(db, unit.id, c.req.valid('query')));
    })
    .get('/export', validateQuery(UnitListQuerySchema), async (c) => {
      const unit = await unitOf(c);
      const chunks = await exportUnitList(db, unit, c.get('user'), c.req.valid('query'));
      const today = toCalendarDate(clock.now());
      return c.body(await streamedBody(chunks, logger), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="lumma-unidade-${fileSlug(unit.name)}-${today}.csv"`,
        'cache-control': 'no-store',
      });
    })
    .get('/babies/:babyId', async (c) => {
      const unit = await unitOf(c);
      return c.json(await unitBabyRecord(db, unit, c.get('user'), c.req.param('babyId'), toCalendarDate(clock.now())));
    })
    .post('/babies/:babyId/reminder', async (c) => {
      const unit = await unitOf(c);
      await sendUnitReminder(db, unit, c.get('user'), c.req.param('babyId'), clock.now());
      reminders.nudge();
      return c.json({ ok: true as const }, 201);
    })
    .post('/babies/:babyId/contacts', validateJson(UnitContactInputSchema), async (c) => {
      const unit = await unitOf(c);
      await recordContact(db, unit, c.get('user'), c.req.param('babyId'), c.req.valid('json').note);
      return c.json({ ok: true as const }, 201);
    })
    .post('/babies/:babyId/vaccines', validateJson(UnitVaccineInputSchema), async (c) => {
      const unit = await unitOf(c);
      const today = toCalendarDate(clock.now());
      await recordUnitVaccine(db, unit, c.get('user'), c.req.param('babyId'), c.req.valid('json'), today);
      return c.json({ ok: true as const }, 201);
    });
}
