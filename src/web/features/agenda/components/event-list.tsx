import { Trash2 } from 'lucide-react';
import { groupByPeriod } from '@domain/agenda/day-periods';
import { labelOfType } from '@domain/agenda/event-types';
import { Button } from '@/components/ui/button';
import type { AgendaEvent } from '../api/agenda-day';
import { EventIcon } from './event-icon';

const timeOf = (at: Date) => at.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

export function EventList({ events, onDelete, deleting }: { events: AgendaEvent[]; onDelete: (e: AgendaEvent) => void; deleting: boolean }) {
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
                  </div>
                  <time dateTime={event.occurredAt} className="text-sm font-bold text-muted">
                    {timeOf(event.at)}
                  </time>
                  <Button variant="ghost" size="icon" aria-label={`Remover ${title} das ${timeOf(event.at)}`} disabled={deleting} onClick={() => onDelete(event)}>
                    <Trash2 className="text-muted" />
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
