import { toCalendarDate } from '@domain/age';
import { AgendaEventFormSchema } from '@domain/agenda/agenda-event.schema';
import { localInstant } from '@domain/agenda/day-periods';
import { labelOfType } from '@domain/agenda/event-types';
import { errorMessage } from '@domain/errors';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useEditAgendaEvent } from '../api/agenda-day';
import { detailsOf, draftOf } from './details-draft';
import { EventDetailsFields } from './event-details-fields';
import { EventNotesField, EventWhenFields } from './event-form-fields';
import type { ListedAgendaEvent } from './event-list';
import { RepeatMedicineForm } from './repeat-medicine-form';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * "Editar registro": an event's time and details, or its removal. An event still waiting on the
 * phone is changed where it waits.
 */
export function EditEventDialog({
  userId,
  event,
  mayRemove,
  mayRepeat,
  onClose,
  onDelete,
}: {
  userId: string;
  event: ListedAgendaEvent;
  mayRemove: boolean;
  /** A Remédio the server has (not one still waiting on the phone) may be repeated. */
  mayRepeat: boolean;
  onClose: () => void;
  onDelete: (event: ListedAgendaEvent) => void;
}) {
  const at = new Date(event.occurredAt);
  const [time, setTime] = useState(`${two(at.getHours())}:${two(at.getMinutes())}`);
  const [date, setDate] = useState(toCalendarDate(at));
  const [notes, setNotes] = useState(event.notes ?? '');
  const [draft, setDraft] = useState(() => draftOf(event));
  const [repeating, setRepeating] = useState(false);
  const edit = useEditAgendaEvent(userId);
  const label = event.title ?? labelOfType(event.type);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = AgendaEventFormSchema.safeParse({ type: event.type, notes, time, date });
    if (!parsed.success) return toast.error(parsed.error.issues[0]!.message);
    const occurredAt = localInstant(date, time);
    const { details, problem } = detailsOf(event.type, draft, date, occurredAt);
    if (problem) return toast.error(problem);
    edit.mutate(
      {
        id: event.id,
        version: event.version,
        input: {
          type: event.type === 'outro' ? (event.title ?? 'outro') : event.type,
          notes,
          time,
          date,
          occurredAt: occurredAt.toISOString(),
          ...details,
        },
      },
      {
        onSuccess: ({ queued, conflict }) => {
          if (conflict) toast.error(errorMessage('event_changed'));
          else
            toast.success('Registro atualizado!', {
              description: queued ? 'Sem internet agora: a mudança será enviada quando a conexão voltar.' : undefined,
            });
          onClose();
        },
        onError: (error) => toast.error(messageFor(error, 'Não foi possível salvar a alteração')),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogTitle>{repeating ? 'Repetir remédio' : 'Editar registro'}</DialogTitle>
        <DialogDescription>{label}</DialogDescription>
        {repeating ? (
          <div className="mt-5">
            <RepeatMedicineForm eventId={event.id} onDone={onClose} />
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <EventWhenFields
              idPrefix="edit"
              type={event.type}
              time={time}
              date={date}
              onTime={setTime}
              onDate={setDate}
            />
            <EventDetailsFields type={event.type} draft={draft} onChange={setDraft} />
            <EventNotesField id="edit-notes" notes={notes} onChange={setNotes} />
            <Button type="submit" size="lg" className="w-full" disabled={edit.isPending}>
              Salvar
            </Button>
            {mayRepeat && event.type === 'remedio' && (
              <Button type="button" variant="outline" className="w-full" onClick={() => setRepeating(true)}>
                Repetir
              </Button>
            )}
            {mayRemove && (
              <Button type="button" variant="ghost" className="w-full text-danger" onClick={() => onDelete(event)}>
                Excluir registro
              </Button>
            )}
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
