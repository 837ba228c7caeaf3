import { Hono } from 'hono';
import { BabyQuerySchema } from '../../../domain/baby/baby-query.schema';
import { ConsultationInputSchema, ConsultationsRangeQuerySchema } from '../../../domain/reminders/consultation.schema';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import {
  consultationsBetween,
  createConsultation,
  deleteConsultation,
  upcomingConsultations,
} from './consultations.service';

export function createConsultationsRoutes({ database, auth, clock, reminders }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/upcoming', validateQuery(BabyQuerySchema), async (c) =>
      c.json(await upcomingConsultations(db, clock, c.get('user').id, c.req.valid('query').babyId)),
    )
    .get('/', validateQuery(ConsultationsRangeQuerySchema), async (c) => {
      const { babyId, from, to } = c.req.valid('query');
      return c.json({
        consultations: await consultationsBetween(db, c.get('user').id, babyId, new Date(from), new Date(to)),
      });
    })
    .post('/', validateJson(ConsultationInputSchema), async (c) => {
      const consultation = await createConsultation(db, clock, c.get('user').id, c.req.valid('json'));
      reminders.nudge();
      return c.json({ consultation }, 201);
    })
    .delete('/:id', async (c) => {
      await deleteConsultation(db, c.get('user').id, c.req.param('id'));
      return c.json({ ok: true as const });
    });
}
