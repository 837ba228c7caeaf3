import { toCalendarDate } from '@domain/age';
import {
  CONSULTATION_REMINDERS,
  type ConsultationForm,
  ConsultationFormSchema,
} from '@domain/reminders/consultation.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useScheduleConsultation } from '../api/consultations';

const blank = (): ConsultationForm => ({
  title: '',
  date: toCalendarDate(new Date(Date.now() + 86_400_000)),
  time: '09:00',
  place: '',
  notes: '',
  remind: 'day-before',
});

/** "Agendar consulta": what, when, where, and when to be reminded. */
export function ConsultationDialog({ babyId, onClose }: { babyId?: string; onClose: () => void }) {
  const [draft, setDraft] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof ConsultationForm, string>>>({});
  const schedule = useScheduleConsultation();
  const set = (key: keyof ConsultationForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ConsultationFormSchema.safeParse(draft);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof ConsultationForm] ??= issue.message;
      return setErrors(found);
    }
    const startsAt = new Date(`${parsed.data.date}T${parsed.data.time}`);
    if (startsAt.getTime() <= Date.now()) return setErrors({ time: 'Escolha uma data e um horário no futuro' });
    setErrors({});
    schedule.mutate(
      {
        babyId,
        title: parsed.data.title,
        startsAt: startsAt.toISOString(),
        place: parsed.data.place || null,
        notes: parsed.data.notes || null,
        remind: parsed.data.remind,
      },
      {
        onSuccess: () => {
          toast.success('Consulta agendada!');
          onClose();
        },
        onError: (error) => toast.error(messageFor(error, 'Não foi possível agendar a consulta')),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogTitle>Agendar consulta</DialogTitle>
        <DialogDescription>Pediatra, sala de vacina, exame: avisamos antes.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <Field id="consultation-title" label="Consulta" error={errors.title}>
            <Input
              id="consultation-title"
              placeholder="Pediatra — Dra. Ana"
              maxLength={80}
              value={draft.title}
              onChange={set('title')}
            />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id="consultation-date" label="Data" error={errors.date}>
              <Input
                id="consultation-date"
                type="date"
                min={toCalendarDate(new Date())}
                value={draft.date}
                onChange={set('date')}
              />
            </Field>
            <Field id="consultation-time" label="Horário" error={errors.time}>
              <Input id="consultation-time" type="time" value={draft.time} onChange={set('time')} />
            </Field>
          </div>
          <Field id="consultation-place" label="Local (opcional)" error={errors.place}>
            <Input
              id="consultation-place"
              placeholder="UBS Centro"
              maxLength={120}
              value={draft.place}
              onChange={set('place')}
            />
          </Field>
          <Field id="consultation-notes" label="Observações (opcional)" error={errors.notes}>
            <Textarea id="consultation-notes" rows={2} maxLength={500} value={draft.notes} onChange={set('notes')} />
          </Field>
          <ChoiceChips
            name="remind"
            legend="Lembrar"
            options={CONSULTATION_REMINDERS}
            value={draft.remind}
            onChange={(remind) => remind && setDraft((d) => ({ ...d, remind }))}
          />
          <Button type="submit" size="lg" className="w-full" disabled={schedule.isPending}>
            Agendar
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
