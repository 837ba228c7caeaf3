import { toCalendarDate } from '@domain/age';
import { customVaccineSchema } from '@domain/vaccines/vaccine-record.schema';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useAddVaccineRecord } from '../api/vaccine-card';

export function CustomVaccineDialog({ babyId }: { babyId: string }) {
  const today = toCalendarDate(new Date());
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ vaccineName: '', applicationDate: today, doseNumber: '1', notes: '' });
  const add = useAddVaccineRecord('custom-vaccine');
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = customVaccineSchema(today).safeParse(values);
    if (!parsed.success) return toast.error('Dados incompletos', { description: parsed.error.issues[0]!.message });
    add.mutate(
      { babyId, ...parsed.data },
      {
        onSuccess: ({ queued }) => {
          toast.success(
            queued
              ? 'Vacina adicionada: sem internet agora, será enviada quando a conexão voltar.'
              : 'Vacina adicionada!',
          );
          setOpen(false);
          setValues({ vaccineName: '', applicationDate: today, doseNumber: '1', notes: '' });
        },
        onError: (error) => toast.error(messageFor(error, 'Não foi possível adicionar a vacina.')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className="w-full">
          <Plus /> Adicionar Vacina Personalizada
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Adicionar Vacina Personalizada</DialogTitle>
        <DialogDescription>Para vacinas fora do calendário do SUS, como as de clínicas particulares.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <Field id="custom-name" label="Nome da vacina">
            <Input id="custom-name" value={values.vaccineName} maxLength={80} onChange={set('vaccineName')} />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id="custom-date" label="Data de aplicação">
              <Input
                id="custom-date"
                type="date"
                max={today}
                value={values.applicationDate}
                onChange={set('applicationDate')}
              />
            </Field>
            <Field id="custom-dose" label="Dose">
              <Input
                id="custom-dose"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={values.doseNumber}
                onChange={set('doseNumber')}
              />
            </Field>
          </div>
          <Field id="custom-notes" label="Observações (opcional)">
            <Input id="custom-notes" value={values.notes} maxLength={300} onChange={set('notes')} />
          </Field>
          <Button type="submit" className="w-full" disabled={add.isPending}>
            Adicionar
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
