import { formatDate } from '@domain/format';
import type { CalendarDose, VaccineRecord } from '@domain/vaccines/vaccine-card';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One calendar dose: a checkbox to register or remove it, the Aplicada/Pendente badge, the record. */
export function DoseRow({
  dose,
  record,
  busy,
  locked = false,
  pendingLabel = 'Pendente',
  waiting = false,
  onTick,
  onUntick,
  children,
}: {
  dose: CalendarDose;
  record: VaccineRecord | null;
  busy: boolean;
  /** The checkbox shows the state but cannot change it here. */
  locked?: boolean;
  /** The badge of a dose without a record. */
  pendingLabel?: string;
  /** Registered offline, not sent yet: shown applied, changed from the outbox's list only. */
  waiting?: boolean;
  onTick: () => void;
  onUntick: () => void;
  /** Extra lines under the description. */
  children?: ReactNode;
}) {
  const id = `dose-${dose.id}`;
  return (
    <li className="flex gap-3 rounded-2xl border border-line bg-surface p-3">
      <input
        id={id}
        type="checkbox"
        checked={record !== null}
        disabled={busy || locked || waiting}
        onChange={() => (record ? onUntick() : onTick())}
        className="mt-1 size-6 shrink-0 accent-[var(--color-primary)]"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="font-bold">
            {dose.vaccineName} — {dose.doseLabel}
          </label>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-extrabold',
              record ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900',
            )}
          >
            {record ? 'Aplicada' : pendingLabel}
          </span>
          {waiting && (
            <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-extrabold text-accent">
              Aguardando conexão
            </span>
          )}
        </div>
        <p className="text-sm text-muted">{dose.description}</p>
        {children}
        {record && (
          <p className="mt-1 text-sm font-semibold">
            Aplicada em {formatDate(record.applicationDate)}
            {record.notes && <span className="block font-normal text-muted">{record.notes}</span>}
          </p>
        )}
      </div>
    </li>
  );
}
