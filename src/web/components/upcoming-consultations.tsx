import { CalendarClock, MapPin } from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { type Consultation, consultationWhen, useUpcomingConsultations } from '@/shared/consultations/consultations';

/**
 * "Próximos": the appointments to come, soonest first, on the agenda and the dashboard. `limit`
 * keeps the dashboard's short; `action` is what a row offers (the agenda's remove button).
 */
export function UpcomingConsultations({
  babyId,
  limit,
  empty,
  action,
  highlight,
}: {
  babyId?: string;
  limit?: number;
  empty?: React.ReactNode;
  action?: (consultation: Consultation) => React.ReactNode;
  highlight?: string | null;
}) {
  const upcoming = useUpcomingConsultations(babyId);
  if (upcoming.isPending) return <Skeleton className="h-16 w-full" />;
  if (upcoming.isError) {
    return <LoadError message="Não foi possível carregar as próximas consultas" onRetry={() => upcoming.refetch()} />;
  }
  const shown = upcoming.data.consultations.slice(0, limit);
  if (shown.length === 0) return <>{empty ?? null}</>;
  return (
    <ul className="space-y-2">
      {shown.map((consultation) => (
        <li
          key={consultation.id}
          id={`consulta-${consultation.id}`}
          className={`flex items-center gap-3 rounded-2xl border p-3 ${
            highlight === consultation.id ? 'border-accent bg-accent-faint' : 'border-line bg-surface'
          }`}
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <CalendarClock className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">{consultation.title}</p>
            <p className="text-sm text-muted">{consultationWhen(consultation.startsAt)}</p>
            {consultation.place && (
              <p className="flex items-center gap-1 truncate text-sm text-muted">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                {consultation.place}
              </p>
            )}
          </div>
          {action?.(consultation)}
        </li>
      ))}
    </ul>
  );
}
