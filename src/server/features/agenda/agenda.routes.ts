import { Hono } from 'hono';
import { z } from 'zod';
import { AgendaEventInputSchema } from '../../../domain/agenda/agenda-event.schema';
import { errorMessage } from '../../../domain/errors';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { firstName } from '../../../domain/family/baby-role';
import { clientAddress } from '../../http/client-ip';
import { liveStream } from '../../http/live-stream';
import { LIVE_STREAM_CAPS, createStreamRegistry } from '../../http/stream-caps';
import { babiesVisibleTo } from '../babies/babies.service';
import {
  AGENDA_CHANNEL,
  addAgendaEvent,
  deleteAgendaEvent,
  getAgendaDay,
  type AgendaNotice,
  type DayEvent,
} from './agenda.service';

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

/**
 * An event as the agenda shows it to `viewerId`: `writtenBy` is the first name of another member
 * of the family who logged it, null for her own (and for an account deleted since).
 */
const toEventJson = (e: DayEvent, viewerId: string) => ({
  id: e.id,
  babyId: e.babyId,
  type: e.type,
  title: e.title,
  notes: e.description,
  occurredAt: e.appointmentDate.toISOString(),
  completed: e.completed,
  writtenBy: e.userId && e.userId !== viewerId ? firstName(e.authorName) || null : null,
  /** Hers: she may remove it whatever her role. */
  mine: e.userId === viewerId,
});

export function createAgendaRoutes({ database, auth, webhooks, realtime, logger, config }: AppDeps) {
  const { db } = database;
  const agenda = { db, webhooks, realtime, logger };
  const liveStreams = createStreamRegistry(LIVE_STREAM_CAPS);
  return (
    new Hono<AppEnv>()
      .use(requireUser(auth))
      .get('/day', validateQuery(DayQuerySchema), async (c) => {
        const { start, end, babyId } = c.req.valid('query');
        const userId = c.get('user').id;
        const day = await getAgendaDay(db, userId, { start: new Date(start), end: new Date(end), babyId });
        return c.json({
          baby: day.baby && { id: day.baby.id, name: day.baby.name, role: day.baby.role },
          events: day.events.map((e) => toEventJson(e, userId)),
          summary: day.summary,
        });
      })
      .post('/events', validateJson(AgendaEventInputSchema), async (c) => {
        const user = c.get('user');
        const { event, created } = await addAgendaEvent(agenda, user, c.req.valid('json'));
        return c.json({ event: toEventJson(event, user.id) }, created ? 201 : 200);
      })
      .delete('/events/:id', async (c) => {
        await deleteAgendaEvent(agenda, c.get('user').id, c.req.param('id'));
        return c.json({ ok: true as const });
      })
      // A stream of "this baby's agenda changed" for the babies of her family when it opens.
      .get('/live', async (c) => {
        const babyIds = new Set((await babiesVisibleTo(db, c.get('user').id)).map((baby) => baby.id));
        return liveStream(c, {
          realtime,
          streams: liveStreams,
          session: c.get('sessionId'),
          address: clientAddress(c, config.TRUST_PROXY),
          channel: AGENDA_CHANNEL,
          accept: (notice) => babyIds.has((notice as AgendaNotice).babyId),
        });
      })
  );
}
