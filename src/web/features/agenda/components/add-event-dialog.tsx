import type { CalendarDate } from '@domain/age';
import { AgendaEventFormSchema } from '@domain/agenda/agenda-event.schema';
import { localInstant } from '@domain/agenda/day-periods';
import { labelOfType, registeredAtText } from '@domain/agenda/event-types';
import { ERRORS } from '@domain/errors';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useTimerActions } from '@/shared/agenda/care-timers';
import { useAddAgendaEvent } from '../api/agenda-day';
import { useCustomEventTypes } from '../use-custom-event-types';
import { detailsOf, EMPTY_DRAFT } from './details-draft';
import { EventDetailsFields } from './event-details-fields';
import { EventNotesField, EventWhenFields } from './event-form-fields';
import { TypePicker } from './type-picker';

const nowTime = () => new Date().toTimeString().slice(0, 5);
const NO_BABY = ERRORS.no_baby.message;

/**
 * "Adicionar Registro": with the defaults (mamada, now) a feeding takes two taps; its details are
 * optional. `initialType` opens it on a type (the dashboard's "log the next one" links).
 */
export function AddEventDialog({
  userId,
  day,
  babyId,
  initialType,
}: {
  userId: string;
  day: CalendarDate;
  babyId: string | undefined;
  initialType?: string;
}) {
  const [open, setOpen] = useState(!!initialType);
  const [type, setType] = useState(initialType ?? 'mamada');
  const [notes, setNotes] = useState('');
  const [time, setTime] = useState(nowTime);
  const [date, setDate] = useState(day);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [stillSleeping, setStillSleeping] = useState(false);
  const custom = useCustomEventTypes(userId);
  const add = useAddAgendaEvent(userId);
  const timerActions = useTimerActions(userId, babyId);

  const reset = () => {
    setNotes('');
    setTime(nowTime());
    setDate(day);
    setDraft(EMPTY_DRAFT);
    setStillSleeping(false);
  };

  const startSleep = (startedAt: Date) =>
    timerActions.start('sono', null, startedAt).then(
      () => {
        toast.success('Sono iniciado', { description: `Desde as ${time}. Toque em Parar quando acordar.` });
        setOpen(false);
      },
      (error) => toast.error(messageFor(error, 'Não foi possível iniciar o sono')),
    );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = AgendaEventFormSchema.safeParse({ type, notes, time, date });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    if (!babyId) return toast.error(NO_BABY);
    const occurredAt = localInstant(date, time);
    if (type === 'sono' && stillSleeping) return void startSleep(occurredAt);
    const { details, problem } = detailsOf(type, draft, date, occurredAt);
    if (problem) return toast.error(problem);
    const label = custom.types.find((t) => t.id === type)?.label ?? labelOfType(type);
    add.mutate(
      {
        type: custom.types.some((t) => t.id === type) ? label : type,
        notes,
        time,
        date,
        occurredAt: occurredAt.toISOString(),
        ...details,
      },
      {
        onSuccess: ({ queued }) => {
          toast.success('Evento adicionado!', {
            description: queued
              ? `${label} às ${time}: sem internet agora, será enviado quando a conexão voltar.`
              : registeredAtText(type, label, time),
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
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
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
          <EventWhenFields idPrefix="event" type={type} time={time} date={date} onTime={setTime} onDate={setDate} />
          <EventDetailsFields
            type={type}
            draft={draft}
            onChange={setDraft}
            stillSleeping={{ value: stillSleeping, onChange: setStillSleeping }}
          />
          <EventNotesField id="event-notes" notes={notes} onChange={setNotes} />
          <Button type="submit" size="lg" className="w-full" disabled={add.isPending}>
            Salvar
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
