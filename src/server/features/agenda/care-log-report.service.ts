import { sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/age';
import { labelOfType } from '../../../domain/agenda/event-types';
import { type DayWindow, localClockOf, localDateOf } from '../../../domain/agenda/local-days';
import {
  MAX_MEDICINES,
  MAX_NOTES,
  MEDICINES_PER_DAY,
  type MedicineTotal,
  NAME_LENGTH,
  NOTE_LENGTH,
  NOTES_DAYS,
  type ReportDay,
} from '../../../domain/reports/care-log-report';
import type { Db } from '../../db/client';
import { careByDay } from './care-by-day';

/**
 * The care log as "Relatório para o pediatra" reads it (features/reports builds the report from
 * these; the agenda owns `appointments`), each read bounded whatever the family logged: SQL counts and sums
 * per day, and only a capped number of rows (medicines, notes) comes back, their texts cut. A year
 * of 25 events a day with long notes is never loaded into the process.
 */

/** A PostgreSQL array literal of values that hold no comma, quote or brace (dates, ISO instants). */
const arrayOf = (values: string[]) => `{${values.join(',')}}`;

/** The event's name for the family: a medicine's name, else the event's title, else its kind. */
const medicineName = sql`left(coalesce(a.medicine, a.title, 'Remédio'), ${NAME_LENGTH})`;

/** Each local day's feedings, bottles, diapers and doses, and the sleep inside it (`careByDay`). */
export async function careDays(db: Db, babyId: string, windows: DayWindow[]): Promise<ReportDay[]> {
  const byDay = careByDay({
    babyId: sql`${babyId}`,
    days: sql`${arrayOf(windows.map((w) => w.day))}::text[]`,
    starts: sql`${arrayOf(windows.map((w) => w.start.toISOString()))}::timestamptz[]`,
    ends: sql`${arrayOf(windows.map((w) => w.end.toISOString()))}::timestamptz[]`,
  });
  const result = await db.execute<ReportDay & Record<string, unknown>>(sql`
    select d.day, d.feedings, d.left_seconds as "leftSeconds", d.right_seconds as "rightSeconds",
      d.bottles, d.bottle_ml as "bottleMl", d.sleep_seconds as "sleepSeconds", d.diapers, d.wet, d.dirty,
      d.medicines
    from (${byDay}) d
    order by d.i`);
  return result.rows;
}

const doseWhere = (babyId: string, from: Date, to: Date) => sql`
  a.baby_id = ${babyId} and a.type = 'remedio'
  and a.appointment_date >= ${from.toISOString()}::timestamptz and a.appointment_date < ${to.toISOString()}::timestamptz`;

/** The most given medicines of the period (count, first and last day, last dose), and how many distinct ones. */
export async function medicineTotals(db: Db, babyId: string, windows: DayWindow[], timeZone: string) {
  const result = await db.execute<{
    name: string;
    lastDose: string | null;
    count: number;
    firstAt: string;
    lastAt: string;
    distinct: number;
  }>(sql`
    select ${medicineName} as name, count(*)::int as count,
      min(a.appointment_date) as "firstAt", max(a.appointment_date) as "lastAt",
      (array_agg(left(a.dose, 30) order by a.appointment_date desc))[1] as "lastDose",
      (count(*) over ())::int as distinct
    from appointments a
    where ${doseWhere(babyId, windows[0]!.start, windows.at(-1)!.end)}
    group by 1
    order by count desc, name
    limit ${MAX_MEDICINES}`);
  const totals: MedicineTotal[] = result.rows.map((m) => ({
    name: m.name,
    lastDose: m.lastDose,
    count: m.count,
    first: localDateOf(new Date(m.firstAt), timeZone),
    last: localDateOf(new Date(m.lastAt), timeZone),
  }));
  return { totals, distinct: result.rows[0]?.distinct ?? 0 };
}

/** Each day's first doses, on her clock: what a day's row lists (the day's count comes with the day). */
export async function dayDoses(db: Db, babyId: string, windows: DayWindow[], timeZone: string) {
  const starts = arrayOf(windows.map((w) => w.start.toISOString()));
  const result = await db.execute<{ at: string; name: string; dose: string | null }>(sql`
    select at, name, dose from (
      select a.appointment_date as at, ${medicineName} as name, left(a.dose, 20) as dose,
        row_number() over (partition by width_bucket(a.appointment_date, ${starts}::timestamptz[])
          order by a.appointment_date) as n
      from appointments a
      where ${doseWhere(babyId, windows[0]!.start, windows.at(-1)!.end)}) m
    where n <= ${MEDICINES_PER_DAY}
    order by at`);
  return result.rows.map((m) => {
    const at = new Date(m.at);
    return { day: localDateOf(at, timeZone), time: localClockOf(at, timeZone), name: m.name, dose: m.dose };
  });
}

export interface ReportNote {
  day: CalendarDate;
  time: string;
  what: string;
  text: string;
}

/**
 * The family's notes of the period's last NOTES_DAYS days, the newest MAX_NOTES of them, oldest
 * first, each read only as far as the report shows it; and how many there were in those days.
 */
export async function recentNotes(db: Db, babyId: string, windows: DayWindow[], timeZone: string) {
  const from = windows.at(-NOTES_DAYS)?.start ?? windows[0]!.start;
  const result = await db.execute<{ at: string; type: string; title: string | null; text: string; total: number }>(sql`
    select a.appointment_date as at, a.type, left(a.title, ${NAME_LENGTH}) as title,
      left(a.description, ${NOTE_LENGTH + 1}) as text, (count(*) over ())::int as total
    from appointments a
    where a.baby_id = ${babyId} and a.description <> ''
      and a.appointment_date >= ${from.toISOString()}::timestamptz
      and a.appointment_date < ${windows.at(-1)!.end.toISOString()}::timestamptz
    order by a.appointment_date desc
    limit ${MAX_NOTES}`);
  const notes: ReportNote[] = result.rows.reverse().map((n) => {
    const at = new Date(n.at);
    return {
      day: localDateOf(at, timeZone),
      time: localClockOf(at, timeZone),
      what: n.title ?? labelOfType(n.type),
      text: n.text,
    };
  });
  return { notes, total: result.rows[0]?.total ?? 0, since: localDateOf(from, timeZone) };
}
