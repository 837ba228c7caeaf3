import type { CalendarDate } from '@domain/age';
import { Stethoscope } from 'lucide-react';
import { useDayConsultations } from '../api/consultations';

const timeFormat = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });

/** The day's appointments already past, in the log with the rest of the day. */
export function DayConsultations({ day }: { day: CalendarDate }) {
  const consultations = useDayConsultations(day);
  const past = (consultations.data ?? []).filter((c) => new Date(c.startsAt).getTime() <= Date.now());
  if (past.length === 0) return null;
  return (
    <ul aria-label="Consultas do dia" className="space-y-2">
      {past.map((consultation) => (
        <li key={consultation.id} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <Stethoscope className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">Consulta: {consultation.title}</p>
            <p className="text-sm text-muted">
              {timeFormat.format(new Date(consultation.startsAt))}
              {consultation.place ? ` · ${consultation.place}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
