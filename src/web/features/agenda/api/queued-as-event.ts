import { AgendaEventInputSchema } from '@domain/agenda/agenda-event.schema';
import type { QueuedAgendaEvent } from '@/shared/agenda/offline-queue';
import type { ListedAgendaEvent } from '../components/event-list';

/**
 * A queued event in the shape the day's list shows, as the server will store it. Kept apart
 * from the queue, which the app shell loads on every page: the schema brings zod with it.
 */
export function queuedAsAgendaEvent(queued: QueuedAgendaEvent): ListedAgendaEvent | null {
  const parsed = AgendaEventInputSchema.safeParse({ ...queued.input, id: queued.id });
  if (!parsed.success) return null;
  const { type, title, notes, occurredAt, details } = parsed.data;
  return { id: queued.id, type, title, notes, occurredAt, ...details, writtenBy: null, via: null, mine: true };
}
