import type { CalendarDose } from '@domain/vaccines/vaccine-card';
import { TriangleAlert } from 'lucide-react';

/** The doses due by the baby's age and not registered, this season's influenza dose included. */
export function PendingAlert({ pending, babyName }: { pending: CalendarDose[]; babyName: string }) {
  if (pending.length === 0) return null;
  return (
    <section role="alert" className="flex gap-3 rounded-[var(--radius-card)] border border-amber-300 bg-amber-50 p-4">
      <TriangleAlert className="size-6 shrink-0 text-amber-700" aria-hidden />
      <div>
        <p className="font-extrabold">
          {pending.length} {pending.length === 1 ? 'vacina pendente' : 'vacinas pendentes'} para a idade de {babyName}
        </p>
        <p className="text-sm">{pending.map((d) => `${d.vaccineName} (${d.doseLabel})`).join(', ')}</p>
      </div>
    </section>
  );
}
