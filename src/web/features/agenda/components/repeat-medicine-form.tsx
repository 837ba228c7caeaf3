import { MAX_SCHEDULE_DAYS, MedicineScheduleInputSchema } from '@domain/reminders/medicine-schedule.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useRepeatMedicine } from '../api/medicine-schedules';

/** "Repetir": a dose every N hours for D days after this one, each with a reminder. */
export function RepeatMedicineForm({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const [everyHours, setEveryHours] = useState('8');
  const [days, setDays] = useState('5');
  const [errors, setErrors] = useState<{ everyHours?: string; days?: string }>({});
  const repeat = useRepeatMedicine();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = MedicineScheduleInputSchema.safeParse({
      eventId,
      everyHours: Number(everyHours),
      days: Number(days),
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'everyHours' | 'days'] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    repeat.mutate(parsed.data, {
      onSuccess: ({ doses }) => {
        toast.success('Remédio repetido!', { description: `${doses} lembretes de dose agendados.` });
        onDone();
      },
      onError: (error) => toast.error(messageFor(error, 'Não foi possível repetir o remédio')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Repetir remédio">
      <div className="grid grid-cols-2 gap-3">
        <Field id="repeat-hours" label="A cada (horas)" error={errors.everyHours}>
          <Input
            id="repeat-hours"
            type="number"
            inputMode="numeric"
            min={1}
            max={24}
            value={everyHours}
            onChange={(e) => setEveryHours(e.target.value)}
          />
        </Field>
        <Field id="repeat-days" label="Por (dias)" error={errors.days}>
          <Input
            id="repeat-days"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SCHEDULE_DAYS}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </Field>
      </div>
      <p className="text-sm text-muted">Cada dose chega com “Dei agora” e “Pular”. Você pode parar quando quiser.</p>
      <Button type="submit" size="lg" className="w-full" disabled={repeat.isPending}>
        Repetir
      </Button>
    </form>
  );
}
