import { CloudOff, Trash2 } from 'lucide-react';
import { groupByPeriod } from '@domain/agenda/day-periods';
import { labelOfType } from '@domain/agenda/event-types';
import { Button } from '@/components/ui/button';
import type { AgendaEvent } from '../api/agenda-day';
import { EventIcon } from './event-icon';

/** What the list shows of an event, saved or still waiting on the phone. */
export type ListedAgendaEvent = Pick<
  AgendaEvent,
  'id' | 'type' | 'title' | 'notes' | 'occurredAt' | 'writtenBy' | 'mine'
>;

const timeOf = (at: Date) => at.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * A day's events by period; `pending` ones were written offline and wait on the phone to be sent.
 * An event logged by someone else of the family says who; a Cuidador(a) removes only her own.
 */
export function EventList({
  events,
  pending,
  onDelete,
  deleting,
  mayRemoveAny,
}: {
  events: ListedAgendaEvent[];
  pending: Set<string>;
  onDelete: (e: ListedAgendaEvent) => void;
  deleting: boolean;
  mayRemoveAny: boolean;
}) {
  const groups = groupByPeriod(events.map((e) => ({ ...e, at: new Date(e.occurredAt) })));
  return (
    <div className="space-y-5">
      {groups.map(({ period, events: inPeriod }) => (
        <section key={period} aria-label={period}>
          <h2 className="mb-2 text-sm font-extrabold uppercase tracking-wide text-muted">{period}</h2>
          <ul className="space-y-2">
            {inPeriod.map((event) => {
              const title = event.title ?? labelOfType(event.type);
              return (
                <li key={event.id} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
                  <EventIcon type={event.type} />
                  <div className="min-w-0 flex-1">
                    <p className="font-bold">{title}</p>
                    {event.notes && <p className="truncate text-sm text-muted">{event.notes}</p>}
                    {event.writtenBy && <p className="text-xs font-semibold text-muted">por {event.writtenBy}</p>}
                    {pending.has(event.id) && (
                      <p className="mt-0.5 flex items-center gap-1 text-xs font-bold text-accent">
                        <CloudOff className="size-3.5" aria-hidden />
                        Pendente: será enviado quando a conexão voltar
                      </p>
                    )}
                  </div>
                  <time dateTime={event.occurredAt} className="text-sm font-bold text-muted">
                    {timeOf(event.at)}
                  </time>
                  {mayRemoveAny || event.mine ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remover ${title} das ${timeOf(event.at)}`}
                      disabled={deleting}
                      onClick={() => onDelete(event)}
                    >
                      <Trash2 className="text-muted" />
                    </Button>
                  ) : (
                    // Keeps the times of every row in one column.
                    <span className="size-11 shrink-0" aria-hidden />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
