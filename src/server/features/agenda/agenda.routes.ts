import { Hono } from 'hono';
import { z } from 'zod';
import { AgendaEventInputSchema } from '../../../domain/agenda/agenda-event.schema';
import { errorMessage } from '../../../domain/errors';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { addAgendaEvent, deleteAgendaEvent, getAgendaDay, type DayEvent } from './agenda.service';

const DayQuerySchema = z
  .object({
    start: z.iso.datetime({ offset: true, error: 'Período inválido' }),
    end: z.iso.datetime({ offset: true, error: 'Período inválido' }),
    babyId: z.uuid(errorMessage('baby_not_found')).optional(),
  })
  .refine(({ start, end }) => {
    const span = Date.parse(end) - Date.parse(start);
    // A local day is 23 to 25 hours long where clocks change.
    return span > 0 && span <= 26 * 60 * 60 * 1000;
  }, 'Período inválido');

const toEventJson = (e: DayEvent) => ({
  id: e.id,
  babyId: e.babyId,
  type: e.type,
  title: e.title,
  notes: e.description,
  occurredAt: e.appointmentDate.toISOString(),
  completed: e.completed,
});

export function createAgendaRoutes({ database, auth, webhooks }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/day', validateQuery(DayQuerySchema), async (c) => {
      const { start, end, babyId } = c.req.valid('query');
      const day = await getAgendaDay(db, c.get('user').id, { start: new Date(start), end: new Date(end), babyId });
      return c.json({
        baby: day.baby && { id: day.baby.id, name: day.baby.name },
        events: day.events.map(toEventJson),
        summary: day.summary,
      });
    })
    .post('/events', validateJson(AgendaEventInputSchema), async (c) => {
      const { event, created } = await addAgendaEvent(db, webhooks, c.get('user'), c.req.valid('json'));
      return c.json({ event: toEventJson(event) }, created ? 201 : 200);
    })
    .delete('/events/:id', async (c) => {
      await deleteAgendaEvent(db, c.get('user').id, c.req.param('id'));
      return c.json({ ok: true as const });
    });
}
