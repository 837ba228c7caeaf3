import { toCalendarDate } from '@domain/age';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** When it happened: the time ("Dormiu às" for a sleep) and the date, never after today. */
export function EventWhenFields({
  idPrefix,
  type,
  time,
  date,
  onTime,
  onDate,
}: {
  idPrefix: string;
  type: string;
  time: string;
  date: string;
  onTime: (time: string) => void;
  onDate: (date: string) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field id={`${idPrefix}-time`} label={type === 'sono' ? 'Dormiu às' : 'Horário'}>
        <Input id={`${idPrefix}-time`} type="time" value={time} onChange={(e) => onTime(e.target.value)} />
      </Field>
      <Field id={`${idPrefix}-date`} label="Data">
        <Input
          id={`${idPrefix}-date`}
          type="date"
          max={toCalendarDate(new Date())}
          value={date}
          onChange={(e) => onDate(e.target.value)}
        />
      </Field>
    </div>
  );
}

export function EventNotesField({
  id,
  notes,
  onChange,
}: {
  id: string;
  notes: string;
  onChange: (notes: string) => void;
}) {
  return (
    <Field id={id} label="Observações (opcional)">
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        value={notes}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-2xl border border-line bg-surface px-4 py-3 text-base focus:border-primary focus:outline-none focus:ring-3 focus:ring-primary-soft"
      />
    </Field>
  );
}
