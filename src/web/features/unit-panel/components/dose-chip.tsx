import { DOSE_STATE_LABELS } from '@domain/health-units/health-unit';
import { cn } from '@/lib/cn';
import type { UnitListBaby } from '../api/unit';

type Dose = UnitListBaby['doses'][number];

const STYLE: Record<Dose['state'], string> = {
  atrasada: 'bg-danger-soft text-danger',
  sem_registro: 'border border-dashed border-ink/40 bg-surface text-ink',
  a_vencer: 'bg-primary-soft text-primary-strong',
};

function detail(dose: Dose) {
  if (dose.state === 'a_vencer') return `vence em ${new Date(`${dose.dueOn}T12:00:00`).toLocaleDateString('pt-BR')}`;
  return `${dose.daysLate} ${dose.daysLate === 1 ? 'dia' : 'dias'}`;
}

/** One pending dose: vaccine, dose, and how late ("sem registro" drawn apart from "atrasada"). */
export function DoseChip({ dose }: { dose: Dose }) {
  return (
    <li className={cn('rounded-xl px-2.5 py-1 text-xs', STYLE[dose.state])}>
      <span className="font-bold">
        {dose.vaccineName} · {dose.doseLabel}
      </span>{' '}
      <span>
        {DOSE_STATE_LABELS[dose.state]} · {detail(dose)}
      </span>
    </li>
  );
}
