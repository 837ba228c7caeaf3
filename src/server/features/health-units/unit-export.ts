import { sql } from 'drizzle-orm';
import { type CsvRow, csvChunks } from '../../../domain/agenda/care-log-csv';
import { formatDate } from '../../../domain/format';
import { DOSE_STATE_LABELS, type UnitListQuery } from '../../../domain/health-units/health-unit';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/types';
import { unitList } from './unit-list.service';
import type { StaffUnit } from './unit-staff.service';

/** Babies per query of the export: a few queries for a whole unit, each bounded in memory. */
const EXPORT_PAGE = 1000;

const HEADER = [
  'Bebê',
  'Nascimento',
  'Idade',
  'Mãe',
  'Telefone',
  'Vacina',
  'Dose',
  'Data prevista',
  'Situação',
  'Dias de atraso',
];

/**
 * The unit's list as a spreadsheet, a page of the same one-query list at a time (formula-safe
 * fields, `;` for a spreadsheet in Portuguese). Logged first, in one statement, for every baby the
 * unit follows: each mother reads "Exportou a lista da unidade" in her accesses.
 */
export async function exportUnitList(db: Db, unit: StaffUnit, staff: SessionUser, query: UnitListQuery) {
  await db.execute(sql`
    insert into health_unit_access_log (unit_id, staff_user_id, staff_name, baby_id, action)
    select ${unit.id}, ${staff.id}, ${staff.name}, c.baby_id, 'export'
    from health_unit_consents c where c.unit_id = ${unit.id} and c.revoked_at is null`);
  async function* pages(): AsyncGenerator<CsvRow[]> {
    for (let page = 1; ; page++) {
      const list = await unitList(db, unit.id, { ...query, page }, EXPORT_PAGE);
      yield list.babies.flatMap((baby) =>
        baby.doses.map(
          (dose): CsvRow => [
            baby.name,
            formatDate(baby.birthDate),
            baby.age,
            baby.motherName,
            baby.motherPhone,
            dose.vaccineName,
            dose.doseLabel,
            formatDate(dose.dueOn),
            DOSE_STATE_LABELS[dose.state],
            dose.daysLate,
          ],
        ),
      );
      if (page * list.pageSize >= list.total) return;
    }
  }
  return csvChunks(HEADER, pages());
}
