import { toCalendarDate } from '@domain/age';
import type { CalendarDose } from '@domain/vaccines/vaccine-card';
import { applyDoseSchema } from '@domain/vaccines/vaccine-record.schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useAddVaccineRecord } from '../api/vaccine-card';

/** "Registrar aplicação": ticking a dose asks when it was given; this season's yearly dose, from the season's first day. */
export function RegisterDoseDialog({
  babyId,
  dose,
  season,
  onClose,
}: {
  babyId: string;
  dose: CalendarDose | null;
  season?: { startsOn: string; label: string };
  onClose: () => void;
}) {
  const today = toCalendarDate(new Date());
  const [date, setDate] = useState(today);
  const [notes, setNotes] = useState('');
  const add = useAddVaccineRecord('vaccine-dose');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!dose) return;
    const parsed = applyDoseSchema(today, season).safeParse({ applicationDate: date, notes });
    if (!parsed.success) return toast.error('Dados incompletos', { description: parsed.error.issues[0]!.message });
    add.mutate(
      { babyId, vaccineName: dose.vaccineName, doseNumber: dose.doseNumber, applicationDate: date, notes },
      {
        onSuccess: ({ queued }) => {
          toast.success(
            queued
              ? 'Vacina registrada: sem internet agora, será enviada quando a conexão voltar.'
              : 'Vacina registrada!',
          );
          onClose();
        },
        onError: () => toast.error('Não foi possível registrar a vacina.'),
      },
    );
  };

  return (
    <Dialog open={dose !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Registrar aplicação</DialogTitle>
        <DialogDescription>
          {dose?.vaccineName} — {dose?.doseLabel}
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <Field id="dose-date" label="Data de aplicação">
            <Input
              id="dose-date"
              type="date"
              min={season?.startsOn}
              max={today}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
          <Field id="dose-notes" label="Observações (opcional)">
            <Input
              id="dose-notes"
              value={notes}
              maxLength={300}
              placeholder="Ex.: lote, unidade de saúde"
              onChange={(e) => setNotes(e.target.value)}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={add.isPending}>
            Registrar
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
