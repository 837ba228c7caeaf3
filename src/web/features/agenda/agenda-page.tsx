import { CalendarHeart } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { summaryText } from '@domain/agenda/agenda-event.schema';
import { toCalendarDate } from '@domain/age';
import { ERRORS } from '@domain/errors';
import { BabySwitcher } from '@/components/baby-switcher';
import { buttonVariants } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { useAgendaDay, useDeleteAgendaEvent } from './api/agenda-day';
import { useAgendaLiveUpdates } from './api/live-updates';
import { useDeleteQueuedAgendaEvent, useQueuedAgendaEvents } from './api/agenda-queue';
import { queuedAsAgendaEvent } from './api/queued-as-event';
import { AddEventDialog } from './components/add-event-dialog';
import { AlertsCard } from './components/alerts-card';
import { DayNavigator } from './components/day-navigator';
import { EventList } from './components/event-list';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export default function AgendaPage() {
  const [params, setParams] = useSearchParams();
  const today = toCalendarDate(new Date());
  const requested = params.get('dia');
  const day = requested && DAY.test(requested) && requested <= today ? requested : today;
  const me = useMe();
  const agenda = useAgendaDay(day);
  useAgendaLiveUpdates();
  const remove = useDeleteAgendaEvent(day);
  const userId = me.data?.user.id ?? '';
  const queued = useQueuedAgendaEvents(userId);
  const removeQueued = useDeleteQueuedAgendaEvent(userId);
  const pendingEvents = (queued.data ?? [])
    .filter((q) => q.input.date === day)
    .map(queuedAsAgendaEvent)
    .filter((e) => e !== null);
  const pending = new Set(pendingEvents.map((e) => e.id));
  const events = [...(agenda.data?.events ?? []).filter((e) => !pending.has(e.id)), ...pendingEvents];

  return (
    // Room under the list so the add button never covers the last event's delete control.
    <div className="space-y-4 pb-20 pt-3">
      <DayNavigator
        day={day}
        today={today}
        onChange={(next) => setParams(next === today ? {} : { dia: next }, { replace: true })}
      />
      <BabySwitcher />
      <AlertsCard />
      {agenda.isPending ? (
        <div role="status" aria-label="Carregando" className="space-y-3">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : agenda.isError ? (
        <LoadError message="Não foi possível carregar os eventos" onRetry={() => agenda.refetch()} />
      ) : !agenda.data.baby ? (
        <div className="rounded-[var(--radius-card)] border-2 border-dashed border-primary/40 p-6 text-center">
          <p className="font-bold">{ERRORS.no_baby.message}</p>
          <Link to="/dados-bebe" className={buttonVariants({ className: 'mt-4' })}>
            Cadastrar bebê
          </Link>
        </div>
      ) : (
        <>
          <p
            role="status"
            className="rounded-2xl bg-primary-faint px-4 py-3 text-sm font-bold"
            aria-label="Resumo do dia"
          >
            {summaryText(agenda.data.summary)}
          </p>
          {events.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center text-muted">
              <CalendarHeart className="size-10" aria-hidden />
              <p className="font-semibold">Nenhum registro neste dia.</p>
              <p className="text-sm">Toque no + para registrar uma mamada, soneca, fralda ou remédio.</p>
            </div>
          ) : (
            <EventList
              events={events}
              pending={pending}
              deleting={remove.isPending || removeQueued.isPending}
              mayRemoveAny={agenda.data.baby.role === 'responsavel'}
              onDelete={(event) =>
                (pending.has(event.id) ? removeQueued : remove).mutate(event.id, {
                  onSuccess: () => toast.success('Evento removido'),
                  onError: (error) =>
                    toast.error(
                      error instanceof ApiError && error.code === 'entry_not_yours'
                        ? error.message
                        : 'Não foi possível remover o evento',
                    ),
                })
              }
            />
          )}
        </>
      )}
      {me.data && <AddEventDialog key={day} userId={me.data.user.id} day={day} hasBaby={!!me.data.baby} />}
    </div>
  );
}
