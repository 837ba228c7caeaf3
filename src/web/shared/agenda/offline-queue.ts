import type { CalendarDate } from '@domain/age';
import type { EventDetails } from '@domain/agenda/event-details';
import {
  listOutbox,
  newOutboxEntry,
  type OutboxEntry,
  putOutboxEntry,
  removeOutboxEntry,
} from '@/shared/outbox/outbox-store';

/** An event as the phone sends it: the mother's date and time, the instant, and its details. */
export type NewAgendaEvent = {
  type: string;
  notes: string;
  occurredAt: string;
  date: CalendarDate;
  time: string;
} & Partial<EventDetails>;

/**
 * An agenda event waiting in the outbox: a new one, or (`op: 'edit'`) the new version of one the
 * server has. `key` is its outbox entry's, absent before it is first kept.
 */
export interface QueuedAgendaEvent {
  key?: string;
  id: string;
  userId: string;
  op?: 'edit';
  input: NewAgendaEvent;
  queuedAt: number;
  /** For an edit: the version of the server's event she changed. */
  ifMatch?: number;
  refusal?: OutboxEntry['refusal'];
}

/** The agenda's writes among the outbox's, as the agenda reads them. */
export function agendaEventsOf(entries: OutboxEntry[]): QueuedAgendaEvent[] {
  return entries.flatMap((entry): QueuedAgendaEvent[] => {
    if (entry.kind !== 'agenda-event' && entry.kind !== 'agenda-edit') return [];
    const { id: _id, ...input } = entry.body as NewAgendaEvent & { id?: string };
    return [
      {
        key: entry.key,
        id: entry.subjectId,
        userId: entry.userId,
        ...(entry.kind === 'agenda-edit' ? { op: 'edit' as const } : {}),
        input,
        queuedAt: entry.queuedAt,
        ifMatch: entry.ifMatch,
        refusal: entry.refusal,
      },
    ];
  });
}

/** The ids of events she removed while offline, not yet told to the server. */
export const agendaDeletionsOf = (entries: OutboxEntry[]) =>
  new Set(entries.filter((entry) => entry.kind === 'agenda-delete').map((entry) => entry.subjectId));

/**
 * Keeps an event in the outbox; one already there (`key`) is changed where it waits, under a new
 * key: the old one may have reached the server with the old body, which would refuse the new.
 */
export async function enqueueAgendaEvent(event: QueuedAgendaEvent) {
  const write =
    event.op === 'edit'
      ? {
          kind: 'agenda-edit' as const,
          method: 'PATCH' as const,
          path: `/api/agenda/events/${event.id}`,
          body: event.input,
          ifMatch: event.ifMatch,
        }
      : {
          kind: 'agenda-event' as const,
          method: 'POST' as const,
          path: '/api/agenda/events',
          body: { ...event.input, id: event.id },
        };
  const entry = newOutboxEntry(event.userId, { subjectId: event.id, ...write });
  if (!event.key) return putOutboxEntry(entry);
  await putOutboxEntry({ ...entry, queuedAt: event.queuedAt });
  await removeOutboxEntry(event.key);
}

export const listQueuedAgendaEvents = async (userId: string) => agendaEventsOf(await listOutbox(userId));

export const removeQueuedAgendaEvent = (event: Pick<QueuedAgendaEvent, 'key'>) =>
  event.key ? removeOutboxEntry(event.key) : Promise.resolve();
