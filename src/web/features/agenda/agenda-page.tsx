import { toCalendarDate } from '@domain/age';
import { summaryText } from '@domain/agenda/agenda-event.schema';
import { ERRORS, errorMessage } from '@domain/errors';
import { BarChart3, CalendarHeart } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BabySwitcher } from '@/components/baby-switcher';
import { CareTimersPanel } from '@/components/care-timers-panel';
import { NoBabyNotice } from '@/components/no-baby-notice';
import { SleepCard } from '@/components/sleep-card';
import { buttonVariants } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useGlance } from '@/shared/agenda/agenda-glance';
import { useAgendaLiveUpdates } from '@/shared/agenda/agenda-live-updates';
import { useMe } from '@/shared/session/session';
import { useAgendaDay, useDeleteAgendaEvent } from './api/agenda-day';
import { useDeleteQueuedAgendaEvent, useQueuedAgendaEvents } from './api/agenda-queue';
import { queuedAsAgendaEvent } from './api/queued-as-event';
import { AddEventDialog } from './components/add-event-dialog';
import { AlertsCard } from './components/alerts-card';
import { DayConsultations } from './components/day-consultations';
import { DayNavigator } from './components/day-navigator';
import { EditEventDialog } from './components/edit-event-dialog';
import { EventList, type ListedAgendaEvent } from './components/event-list';
import { UpcomingSection } from './components/upcoming-section';

// Asked for after sign-in, so the screen opens offline even if she never opened it (decision 048).
export { prefetchForOffline } from './api/prefetch-for-offline';
// The dashboard loads this page's code when idle, and with it asks for today's data.
export { prefetchToday } from './api/prefetch-today';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export default function AgendaPage() {
  const [params, setParams] = useSearchParams();
  const today = toCalendarDate(new Date());
  const requested = params.get('dia');
  const day = requested && DAY.test(requested) && requested <= today ? requested : today;
  // "/agenda?novo=fralda": the dashboard's "log the next one" opens the add dialog on that type.
  const newType = params.get('novo') ?? undefined;
  const [editing, setEditing] = useState<ListedAgendaEvent | null>(null);
  const me = useMe();
  const glance = useGlance();
  const agenda = useAgendaDay(day);
  useAgendaLiveUpdates();
  const userId = me.data?.user.id ?? '';
  const remove = useDeleteAgendaEvent(userId, day);
  const queued = useQueuedAgendaEvents(userId);
  const removeQueued = useDeleteQueuedAgendaEvent(userId);
  const pendingEvents = (queued.data?.events ?? [])
    .filter((q) => q.input.date === day)
    .map(queuedAsAgendaEvent)
    .filter((e) => e !== null);
  const pending = new Set(pendingEvents.map((e) => e.id));
  const removedHere = queued.data?.deletions ?? new Set<string>();
  const events = [
    ...(agenda.data?.events ?? []).filter((e) => !pending.has(e.id) && !removedHere.has(e.id)),
    ...pendingEvents,
  ];
  const mayRemoveAny = agenda.data?.baby?.role === 'responsavel';
  // Never sent: forgotten on the phone. The server's (changed here or not): removed there, or offline kept to be.
  const neverSent = new Set((queued.data?.events ?? []).filter((q) => q.op !== 'edit').map((q) => q.id));
  const removed = {
    onSuccess: (result: object | undefined) => {
      setEditing(null);
      if (result && 'conflict' in result) toast.error(errorMessage('event_changed'));
      else toast.success('Evento removido');
    },
    onError: (error: Error) =>
      toast.error(
        error instanceof ApiError && error.code === ERRORS.entry_not_yours.code
          ? error.message
          : 'Não foi possível remover o evento',
      ),
  };
  const removeEvent = (event: ListedAgendaEvent) =>
    neverSent.has(event.id)
      ? removeQueued.mutate(event.id, { ...removed, onSuccess: () => removed.onSuccess(undefined) })
      : remove.mutate({ id: event.id, version: event.version }, removed);

  return (
    // Room under the list so the add button never covers the last event's delete control.
    <div className="space-y-4 pb-20 pt-3">
      <DayNavigator
        day={day}
        today={today}
        onChange={(next) => setParams(next === today ? {} : { dia: next }, { replace: true })}
      />
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <BabySwitcher />
        </div>
        <Link to="/agenda/resumo" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'ml-auto' })}>
          <BarChart3 aria-hidden /> Resumo
        </Link>
      </div>
      {day === today && me.data && <CareTimersPanel userId={me.data.user.id} glance={glance.data} />}
      {day === today && me.data?.baby && <SleepCard />}
      {/* Her active baby, as the day's list has it: known before the list, so both load together. */}
      {day === today && me.data?.baby && (
        <UpcomingSection babyId={me.data.baby.id} highlight={params.get('consulta')} />
      )}
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
        <NoBabyNotice />
      ) : (
        <>
          <p
            role="status"
            className="rounded-2xl bg-primary-faint px-4 py-3 text-sm font-bold"
            aria-label="Resumo do dia"
          >
            {summaryText(agenda.data.summary)}
          </p>
          <DayConsultations day={day} />
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
              mayRemoveAny={mayRemoveAny}
              onDelete={removeEvent}
              onEdit={setEditing}
            />
          )}
        </>
      )}
      {me.data && (
        <AddEventDialog
          key={`${day}-${newType ?? ''}`}
          userId={me.data.user.id}
          day={day}
          babyId={me.data.baby?.id}
          initialType={newType}
        />
      )}
      {editing && me.data && (
        <EditEventDialog
          userId={me.data.user.id}
          event={editing}
          mayRemove={mayRemoveAny || editing.mine}
          mayRepeat={!pending.has(editing.id)}
          onClose={() => setEditing(null)}
          onDelete={removeEvent}
        />
      )}
    </div>
  );
}
