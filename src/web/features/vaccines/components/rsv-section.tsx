import type { RsvProtection } from '@domain/vaccines/rsv-protection';
import type { VaccineRecord } from '@domain/vaccines/vaccine-card';
import { DoseRow } from './dose-row';

/**
 * "Proteção contra o VSR": the nirsevimabe row of a preterm baby (registered like a calendar
 * dose), the CRIE note when the booklet lists one of the Ministry's conditions, and the pregnancy
 * vaccine for a baby in her first months. Nothing when none applies.
 */
export function RsvSection({
  rsv,
  record,
  busy,
  onTick,
  onUntick,
}: {
  rsv: RsvProtection;
  record: VaccineRecord | null;
  busy: boolean;
  onTick: () => void;
  onUntick: () => void;
}) {
  if (!rsv.preterm && !rsv.crie && !rsv.maternal) return null;
  return (
    <section aria-labelledby="rsv-title" className="space-y-2">
      <h2 id="rsv-title" className="text-sm font-extrabold uppercase tracking-wide text-muted">
        Proteção contra o VSR (bronquiolite)
      </h2>
      {rsv.preterm && (
        <ul>
          <DoseRow
            dose={rsv.preterm.dose}
            record={record}
            busy={busy}
            pendingLabel={rsv.preterm.underAgeLimit ? 'Pendente' : 'Até 6 meses'}
            onTick={onTick}
            onUntick={onUntick}
          >
            <p className="mt-1 text-sm">{rsv.preterm.where}</p>
            <p className="mt-1 text-sm font-semibold">{rsv.preterm.ageLimit}</p>
            {!record && <p className="mt-1 text-sm">{rsv.preterm.advice}</p>}
          </DoseRow>
        </ul>
      )}
      {rsv.crie && <p className="rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm">{rsv.crie.text}</p>}
      {rsv.maternal && <p className="text-sm text-muted">{rsv.maternal}</p>}
    </section>
  );
}
