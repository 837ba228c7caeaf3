import { groupByPeriod } from '@domain/agenda/day-periods';
import { detailsText } from '@domain/agenda/durations';
import type { EventDetails } from '@domain/agenda/event-details';
import { labelOfType } from '@domain/agenda/event-types';
import { CloudOff, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AgendaEvent } from '../api/agenda-day';
import { EventIcon } from './event-icon';

/** What the list shows of an event, saved or still waiting on the phone. */
export type ListedAgendaEvent = Pick<
  AgendaEvent,
  'id' | 'type' | 'title' | 'notes' | 'occurredAt' | 'writtenBy' | 'via' | 'mine' | 'imported'
> &
  /** The server's version of it; none for one still waiting on the phone. */
  Partial<Pick<AgendaEvent, 'version'>> &
  EventDetails;

/** "por Ana", "via Atalho do iPhone" (a personal access token), or both: who logged it, and through what. */
const authorLine = ({ writtenBy, via }: ListedAgendaEvent) =>
  [writtenBy && `por ${writtenBy}`, via && `via ${via}`].filter(Boolean).join(' · ');

const timeOf = (at: Date) => at.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** "Peito direito · E 10 min · D 8 min", and a sleep's waking time: "8 h 20 min · até 06:30". */
function detailsLine(event: ListedAgendaEvent) {
  const text = detailsText(event.type, event.occurredAt, event);
  return event.type === 'sono' && event.endedAt ? `${text} · até ${timeOf(new Date(event.endedAt))}` : text;
}

/**
 * A day's events by period; `pending` ones were written offline and wait on the phone to be sent.
 * An event logged by someone else of the family says who; a Cuidador(a) changes and removes only
 * her own. Tapping one she may change opens it.
 */
export function EventList({
  events,
  pending,
  onDelete,
  onEdit,
  deleting,
  mayRemoveAny,
}: {
  events: ListedAgendaEvent[];
  pending: Set<string>;
  onDelete: (e: ListedAgendaEvent) => void;
  onEdit: (e: ListedAgendaEvent) => void;
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
              const details = detailsLine(event);
              const mayChange = mayRemoveAny || event.mine;
              return (
                // The title's button covers the whole row, so a tap anywhere on it opens the event.
                <li
                  key={event.id}
                  className="relative flex items-center gap-3 rounded-2xl border border-line bg-surface p-3"
                >
                  <EventIcon type={event.type} />
                  <div className="min-w-0 flex-1">
                    {mayChange ? (
                      <button
                        type="button"
                        className="text-left font-bold after:absolute after:inset-0 after:rounded-2xl after:content-['']"
                        aria-label={`Editar ${title} das ${timeOf(event.at)}`}
                        onClick={() => onEdit(event)}
                      >
                        {title}
                      </button>
                    ) : (
                      <p className="font-bold">{title}</p>
                    )}
                    {details && <p className="text-sm font-semibold text-ink/80">{details}</p>}
                    {event.notes && <p className="truncate text-sm text-muted">{event.notes}</p>}
                    {(event.writtenBy || event.via) && (
                      <p className="text-xs font-semibold text-muted">{authorLine(event)}</p>
                    )}
                    {event.imported && <p className="text-xs font-semibold text-muted">importado</p>}
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
                  {mayChange ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="relative z-10"
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
