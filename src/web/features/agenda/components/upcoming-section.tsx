import { CalendarPlus, Pill, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UpcomingConsultations } from '@/components/upcoming-consultations';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import type { Consultation } from '@/shared/consultations/consultations';
import { useDeleteConsultation } from '../api/consultations';
import { useRunningSchedules, useStopSchedule } from '../api/medicine-schedules';
import { ConsultationDialog } from './consultation-dialog';

const untilFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Próximos": the appointments to come, the medicines being repeated, and "Agendar consulta". */
export function UpcomingSection({ babyId, highlight }: { babyId?: string; highlight: string | null }) {
  const [scheduling, setScheduling] = useState(false);
  const [removing, setRemoving] = useState<Consultation | null>(null);
  const remove = useDeleteConsultation();
  const schedules = useRunningSchedules();
  const stop = useStopSchedule();

  return (
    <section aria-labelledby="upcoming-title" className="space-y-3">
      <div className="flex items-center gap-2">
        <h2 id="upcoming-title" className="flex-1 text-lg font-extrabold">
          Próximos
        </h2>
        <Button variant="outline" size="sm" onClick={() => setScheduling(true)}>
          <CalendarPlus aria-hidden /> Agendar consulta
        </Button>
      </div>
      <UpcomingConsultations
        babyId={babyId}
        highlight={highlight}
        empty={<p className="text-sm text-muted">Nenhuma consulta agendada.</p>}
        action={(consultation) => (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remover ${consultation.title}`}
            onClick={() => setRemoving(consultation)}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      />
      {(schedules.data ?? []).map((schedule) => (
        <div key={schedule.id} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-faint text-primary">
            <Pill className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">
              {schedule.medicine}
              {schedule.dose ? ` · ${schedule.dose}` : ''}
            </p>
            <p className="text-sm text-muted">
              A cada {schedule.everyHours} h, até {untilFormat.format(new Date(schedule.endsAt))}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={stop.isPending}
            onClick={() =>
              stop.mutate(schedule.id, {
                onSuccess: () => toast.success('Repetição parada'),
                onError: (error) => toast.error(messageFor(error, 'Não foi possível parar a repetição')),
              })
            }
          >
            Parar
          </Button>
        </div>
      ))}
      {scheduling && <ConsultationDialog babyId={babyId} onClose={() => setScheduling(false)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover consulta?"
        description={`"${removing?.title ?? ''}" sai dos próximos e os lembretes dela são cancelados.`}
        confirmLabel="Remover"
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast.success('Consulta removida');
            },
            onError: (error) => toast.error(messageFor(error, 'Não foi possível remover a consulta')),
          })
        }
      />
    </section>
  );
}
