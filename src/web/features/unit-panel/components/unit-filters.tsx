import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { UnitListFilters } from '../api/unit';

const AGE_BANDS = [
  { label: 'Todas as idades', min: '', max: '' },
  { label: 'Até 5 meses', min: '0', max: '5' },
  { label: '6 a 11 meses', min: '6', max: '11' },
  { label: '1 ano', min: '12', max: '23' },
  { label: '2 anos ou mais', min: '24', max: '' },
];
const DAYS_LATE = ['', '7', '30', '60', '90'];

/** Vaccine, age band and days late; any change goes back to the first page. */
export function UnitFilters({
  filters,
  onChange,
}: {
  filters: UnitListFilters;
  onChange: (filters: UnitListFilters) => void;
}) {
  const set = (patch: Partial<UnitListFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const band = AGE_BANDS.findIndex((b) => b.min === (filters.minMonths ?? '') && b.max === (filters.maxMonths ?? ''));
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field id="filter-vaccine" label="Vacina">
        <Input
          id="filter-vaccine"
          value={filters.vaccine ?? ''}
          placeholder="Ex.: Pentavalente"
          onChange={(e) => set({ vaccine: e.target.value || undefined })}
        />
      </Field>
      <Field id="filter-age" label="Idade">
        <Select
          id="filter-age"
          value={String(Math.max(band, 0))}
          onChange={(e) => {
            const chosen = AGE_BANDS[Number(e.target.value)]!;
            set({ minMonths: chosen.min || undefined, maxMonths: chosen.max || undefined });
          }}
        >
          {AGE_BANDS.map((b, i) => (
            <option key={b.label} value={i}>
              {b.label}
            </option>
          ))}
        </Select>
      </Field>
      {filters.list === 'atrasadas' && (
        <Field id="filter-days" label="Dias de atraso">
          <Select
            id="filter-days"
            value={filters.minDaysLate ?? ''}
            onChange={(e) => set({ minDaysLate: e.target.value || undefined })}
          >
            {DAYS_LATE.map((d) => (
              <option key={d} value={d}>
                {d ? `${d} dias ou mais` : 'Qualquer atraso'}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}
