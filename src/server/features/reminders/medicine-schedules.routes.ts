import { Hono } from 'hono';
import { BabyQuerySchema } from '../../../domain/baby/baby-query.schema';
import { MedicineScheduleInputSchema } from '../../../domain/reminders/medicine-schedule.schema';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { createMedicineSchedule, runningSchedules, stopMedicineSchedule } from './medicine-schedules.service';

export function createMedicineSchedulesRoutes({ database, auth, clock, reminders }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', validateQuery(BabyQuerySchema), async (c) =>
      c.json({ schedules: await runningSchedules(db, clock, c.get('user').id, c.req.valid('query').babyId) }),
    )
    .post('/', validateJson(MedicineScheduleInputSchema), async (c) => {
      const created = await createMedicineSchedule(db, clock, c.get('user').id, c.req.valid('json'));
      reminders.nudge();
      return c.json(created, 201);
    })
    .post('/:id/stop', async (c) => {
      await stopMedicineSchedule(db, clock, c.get('user').id, c.req.param('id'));
      return c.json({ ok: true as const });
    });
}
