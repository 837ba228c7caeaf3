import { type SQL, sql } from 'drizzle-orm';
import { ageText, type CalendarDate, toCalendarDate } from '../../../domain/age';
import { ageInDays, correctedAgeDays, formatAgeDays, gestationalAgeDays } from '../../../domain/growth/growth-age';
import {
  type DoseState,
  UNIT_DUE_SOON_DAYS,
  UNIT_LIST_PAGE,
  type UnitListQuery,
} from '../../../domain/health-units/health-unit';
import type { Db } from '../../db/client';

export interface PendingDose {
  vaccineName: string;
  doseNumber: number;
  doseLabel: string;
  dueOn: string;
  daysLate: number;
  state: DoseState;
}

interface ListRow extends Record<string, unknown> {
  baby_id: string;
  name: string;
  birth_date: string;
  gestational_weeks: number | null;
  gestational_days: number;
  mother_name: string | null;
  mother_phone: string | null;
  last_reminder_at: string | null;
  last_contact_at: string | null;
  doses: PendingDose[];
  total: number;
}

/** The bits of a bigint: a calendar of more once-only doses needs another set representation. */
export const MAX_ONCE_ONLY_DOSES = 63;

/** The day a dose falls due: birth plus its months, the month's last day when it is shorter (`addMonths`). */
const dueOn = (birthDate: SQL, months: SQL) => sql`(${birthDate} + make_interval(months => ${months}))::date`;

/** Whole months from birth to `today`, as `ageInMonths` counts them: the card's "due by this age". */
const ageInMonthsSql = (birthDate: SQL, today: CalendarDate) => sql`greatest(0,
  (extract(year from ${today}::date) - extract(year from ${birthDate}))::int * 12
  + (extract(month from ${today}::date) - extract(month from ${birthDate}))::int
  - case when extract(day from ${today}::date) < extract(day from ${birthDate}) then 1 else 0 end)`;

/** `today` minus whole months, as the calendar's `date + interval` counts them. */
const monthsBefore = (today: CalendarDate, months: number) =>
  sql`(${today}::date - make_interval(months => ${months}::int))::date`;

/**
 * The unit's list of babies with doses late ("atrasadas": past their date, "sem registro" when the
 * card is empty) or due within `UNIT_DUE_SOON_DAYS` days ("a-vencer"), in ONE query: the calendar
 * in force (the latest valid_from up to today, as `currentCalendar`), its once-only doses due by
 * the baby's age in months (`ageInMonths`, as the card's `cardSummary`) and dated birth +
 * recommended months (`addMonths`), less the doses recorded on the card (the names compared
 * as `sameVaccineName` does: trimmed, lower case) or applied at a unit; only babies whose consent
 * to this unit is in force. The yearly flu dose is the campaign's, not the late list's.
 * A baby's given doses are one bigint of bits by calendar row (`MAX_ONCE_ONLY_DOSES`), so the
 * cross join of babies and doses filters with an AND, not a search (bench/unit-late-list.ts).
 */
export async function unitList(db: Db, unitId: string, query: UnitListQuery, pageSize = UNIT_LIST_PAGE) {
  const today = query.today ?? toCalendarDate(new Date());
  const late = query.list === 'atrasadas';
  const offset = (query.page - 1) * pageSize;
  const result = await db.execute<ListRow>(sql`
    with cal as (
      select (row_number() over (order by s.id) - 1)::int as idx, s.vaccine_name, lower(trim(s.vaccine_name)) as vaccine,
        s.dose_number, s.dose_label, s.recommended_age_months
      from sus_vaccine_calendar s
      where s.repeats_yearly_until_months is null
        and s.version_id = (
          select v.id from vaccine_calendar_versions v where v.valid_from <= ${today}::date
          order by v.valid_from desc limit 1)
    ),
    linked as (
      select b.id, b.name, b.birth_date, b.gestational_weeks, b.gestational_days, c.given_by,
        ${ageInMonthsSql(sql`b.birth_date`, today)} as age_months,
        exists (select 1 from vaccines v where v.baby_id = b.id)
          or exists (select 1 from health_unit_actions a where a.baby_id = b.id and a.kind = 'vaccine_applied')
          as card_in_use
      from health_unit_consents c
      join babies b on b.id = c.baby_id
      where c.unit_id = ${unitId} and c.revoked_at is null
        ${query.minMonths !== undefined ? sql`and b.birth_date <= ${monthsBefore(today, query.minMonths)}` : sql``}
        ${query.maxMonths !== undefined ? sql`and b.birth_date > ${monthsBefore(today, query.maxMonths + 1)}` : sql``}
    ),
    given as (
      select x.baby_id, bit_or(1::bigint << cal.idx) as doses
      from (
        select v.baby_id, lower(trim(v.vaccine_name)) as vaccine, v.dose_number
        from vaccines v join linked l on l.id = v.baby_id
        union all
        select a.baby_id, lower(trim(a.vaccine_name)), a.dose_number
        from health_unit_actions a join linked l on l.id = a.baby_id
        where a.kind = 'vaccine_applied'
      ) x
      join cal on cal.vaccine = x.vaccine and cal.dose_number = x.dose_number
      group by x.baby_id
    ),
    pending as materialized (
      select l.id as baby_id, l.card_in_use, cal.vaccine_name, cal.dose_number, cal.dose_label,
        cal.recommended_age_months as months
      from linked l
      left join given g on g.baby_id = l.id
      cross join cal
      where coalesce(g.doses, 0) & (1::bigint << cal.idx) = 0
        and ${
          late
            ? sql`cal.recommended_age_months <= l.age_months`
            : sql`cal.recommended_age_months > l.age_months and cal.recommended_age_months <= l.age_months + 2
                and ${dueOn(sql`l.birth_date`, sql`cal.recommended_age_months`)} <= ${today}::date + ${UNIT_DUE_SOON_DAYS}::int`
        }
        ${query.vaccine ? sql`and cal.vaccine = lower(trim(${query.vaccine}))` : sql``}
        ${
          query.minDaysLate !== undefined
            ? sql`and ${today}::date - ${dueOn(sql`l.birth_date`, sql`cal.recommended_age_months`)} >= ${query.minDaysLate}::int`
            : sql``
        }
    ),
    page as (
      select p.baby_id, min(p.months) as first_months, count(*) over ()::int as total
      from pending p group by p.baby_id
    ),
    shown as (
      select pg.*, l.name, ${today}::date - ${dueOn(sql`l.birth_date`, sql`pg.first_months`)} as most_late
      from page pg join linked l on l.id = pg.baby_id
      order by most_late desc, l.name, pg.baby_id
      limit ${pageSize} offset ${offset}
    ),
    shown_doses as (
      select p.*, ${dueOn(sql`l.birth_date`, sql`p.months`)} as due_on
      from shown s join pending p on p.baby_id = s.baby_id join linked l on l.id = s.baby_id
    )
    select s.baby_id, l.name, l.birth_date::text as birth_date, l.gestational_weeks, l.gestational_days,
      pr.full_name as mother_name, pr.phone as mother_phone, s.total,
      (select max(a.created_at) from health_unit_actions a
        where a.baby_id = s.baby_id and a.unit_id = ${unitId} and a.kind = 'reminder') as last_reminder_at,
      (select max(a.created_at) from health_unit_actions a
        where a.baby_id = s.baby_id and a.unit_id = ${unitId} and a.kind = 'contact') as last_contact_at,
      json_agg(json_build_object(
          'vaccineName', p.vaccine_name, 'doseNumber', p.dose_number, 'doseLabel', p.dose_label,
          'dueOn', p.due_on, 'daysLate', greatest(${today}::date - p.due_on, 0),
          'state', case when ${late ? sql`false` : sql`true`} or p.due_on > ${today}::date then 'a_vencer'
                        when p.card_in_use then 'atrasada' else 'sem_registro' end
        ) order by p.due_on, p.vaccine_name, p.dose_number) as doses
    from shown s
    join shown_doses p on p.baby_id = s.baby_id
    join linked l on l.id = s.baby_id
    left join profiles pr on pr.id = l.given_by
    group by s.baby_id, s.most_late, s.name, s.total, l.name, l.birth_date, l.gestational_weeks, l.gestational_days,
      pr.full_name, pr.phone
    order by s.most_late desc, s.name, s.baby_id`);
  const rows = result.rows;
  return {
    today,
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize,
    babies: rows.map((row) => ({
      id: row.baby_id,
      name: row.name,
      birthDate: row.birth_date,
      age: ageText(row.birth_date, today),
      correctedAge: correctedAgeOf(row, today),
      motherName: row.mother_name,
      motherPhone: row.mother_phone,
      lastReminderAt: row.last_reminder_at ? new Date(row.last_reminder_at).toISOString() : null,
      lastContactAt: row.last_contact_at ? new Date(row.last_contact_at).toISOString() : null,
      doses: row.doses,
    })),
  };
}

/** "2 meses" for a baby born early, while her age is corrected; null otherwise. */
export function correctedAgeOf(
  baby: { birth_date: string; gestational_weeks: number | null; gestational_days: number },
  today: CalendarDate,
): string | null {
  const corrected = correctedAgeDays(
    ageInDays(baby.birth_date, today),
    gestationalAgeDays(baby.gestational_weeks, baby.gestational_days),
  );
  return corrected.corrected ? formatAgeDays(corrected.days) : null;
}
