import { toCalendarDate } from '@domain/age';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { type UnitListBaby, useRecordUnitVaccine } from '../api/unit';

/** "Vacina aplicada na unidade": one of the baby's pending doses, on a day up to today. */
export function UnitVaccineDialog({ baby, onClose }: { baby: UnitListBaby | null; onClose: () => void }) {
  const [choice, setChoice] = useState('0');
  const [appliedOn, setAppliedOn] = useState(() => toCalendarDate(new Date()));
  const record = useRecordUnitVaccine();
  const dose = baby?.doses[Number(choice)];
  return (
    <Dialog open={baby !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Vacina aplicada na unidade</DialogTitle>
        <DialogDescription>
          {baby?.name}: a mãe vê a dose como “registrada pela unidade” e a confirma na caderneta.
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!baby || !dose) return;
            record.mutate(
              { babyId: baby.id, vaccineName: dose.vaccineName, doseNumber: dose.doseNumber, appliedOn },
              {
                onSuccess: () => {
                  toast.success('Vacina registrada pela unidade');
                  onClose();
                },
                onError: (error) => toast.error(messageFor(error, 'Não foi possível registrar a vacina')),
              },
            );
          }}
        >
          <Field id="unit-vaccine-dose" label="Dose">
            <Select id="unit-vaccine-dose" value={choice} onChange={(e) => setChoice(e.target.value)}>
              {baby?.doses.map((d, i) => (
                <option key={`${d.vaccineName}-${d.doseNumber}`} value={i}>
                  {d.vaccineName} · {d.doseLabel}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="unit-vaccine-date" label="Data da aplicação">
            <Input
              id="unit-vaccine-date"
              type="date"
              value={appliedOn}
              onChange={(e) => setAppliedOn(e.target.value)}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={record.isPending || !dose}>
            Registrar vacina
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
