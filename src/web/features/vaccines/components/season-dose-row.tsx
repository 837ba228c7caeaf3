import { formatDate } from '@domain/format';
import type { SeasonDose, SeasonDoseStatus } from '@domain/vaccines/season-dose';
import type { CalendarDose, VaccineRecord } from '@domain/vaccines/vaccine-card';
import { DoseRow } from './dose-row';

const NOTE: Record<Exclude<SeasonDoseStatus, 'over'>, (season: string) => string> = {
  due: (season) => `${season}: a dose deste ano ainda não foi registrada.`,
  applied: (season) => `Dose da ${season}.`,
  'first-season': (season) => `${season}: valem as doses do primeiro ano.`,
  waiting: () => 'Começa depois das duas primeiras doses: uma dose a cada campanha.',
};

/**
 * The yearly influenza row: it shows this season's dose. Only a yearly dose recorded this season
 * can be removed here; a first-season dose is removed on its own row.
 */
export function SeasonDoseRow<R extends VaccineRecord>({
  dose,
  season,
  busy,
  onTick,
  onUntick,
}: {
  dose: CalendarDose;
  season: SeasonDose<R>;
  busy: boolean;
  onTick: () => void;
  onUntick: (record: R) => void;
}) {
  if (season.status === 'over') return null;
  const { record, earlier, status } = season;
  return (
    <DoseRow
      dose={dose}
      record={record}
      busy={busy}
      locked={status === 'waiting' || status === 'first-season'}
      onTick={onTick}
      onUntick={() => record && onUntick(record)}
    >
      <p className="mt-1 text-sm font-semibold">{NOTE[status](season.season.label)}</p>
      {earlier.length > 0 && (
        <p className="text-sm text-muted">
          Doses anuais anteriores: {earlier.map((r) => formatDate(r.applicationDate)).join(', ')}
        </p>
      )}
    </DoseRow>
  );
}
