import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AgendaEventFormSchema } from '@domain/agenda/agenda-event.schema';
import { localInstant } from '@domain/agenda/day-periods';
import { labelOfType } from '@domain/agenda/event-types';
import { toCalendarDate, type CalendarDate } from '@domain/age';
import { ERRORS } from '@domain/errors';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useAddAgendaEvent } from '../api/agenda-day';
import { useCustomEventTypes } from '../use-custom-event-types';
import { TypePicker } from './type-picker';

const nowTime = () => new Date().toTimeString().slice(0, 5);
const NO_BABY = ERRORS.no_baby.message;

/** "Adicionar Registro": with the defaults (mamada, now) a feeding takes two taps. */
export function AddEventDialog({ userId, day, hasBaby }: { userId: string; day: CalendarDate; hasBaby: boolean }) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState('mamada');
  const [notes, setNotes] = useState('');
  const [time, setTime] = useState(nowTime);
  const [date, setDate] = useState(day);
  const custom = useCustomEventTypes(userId);
  const add = useAddAgendaEvent(userId);

  const reset = () => {
    setNotes('');
    setTime(nowTime());
    setDate(day);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = AgendaEventFormSchema.safeParse({ type, notes, time, date });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    if (!hasBaby) return toast.error(NO_BABY);
    const label = custom.types.find((t) => t.id === type)?.label ?? labelOfType(type);
    add.mutate(
      {
        type: custom.types.some((t) => t.id === type) ? label : type,
        notes,
        time,
        date,
        occurredAt: localInstant(date, time).toISOString(),
      },
      {
        onSuccess: ({ queued }) => {
          toast.success('Evento adicionado!', {
            description: queued
              ? `${label} às ${time}: sem internet agora, será enviado quando a conexão voltar.`
              : `${label} registrado às ${time}`,
          });
          setOpen(false);
        },
        onError: () => toast.error('Não foi possível adicionar o evento. Verifique os logs.'),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label="Adicionar registro"
          className="fixed bottom-24 right-4 z-30 flex size-16 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-strong"
        >
          <Plus className="size-8" aria-hidden />
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Adicionar Registro</DialogTitle>
        <DialogDescription>Escolha o tipo e confira o horário.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <TypePicker
            value={type}
            onChange={setType}
            custom={custom.types}
            onAdd={custom.add}
            onRemove={custom.remove}
          />
          <div className="grid grid-cols-2 gap-3">
            <Field id="event-time" label="Horário">
              <Input id="event-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
            </Field>
            <Field id="event-date" label="Data">
              <Input
                id="event-date"
                type="date"
                max={toCalendarDate(new Date())}
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
            </Field>
          </div>
          <Field id="event-notes" label="Observações (opcional)">
            <textarea
              id="event-notes"
              rows={2}
              maxLength={500}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              className="w-full rounded-2xl border border-line bg-surface px-4 py-3 text-base focus:border-primary focus:outline-none focus:ring-3 focus:ring-primary-soft"
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={add.isPending}>
            Salvar
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
