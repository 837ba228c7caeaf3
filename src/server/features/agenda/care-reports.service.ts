import { and, eq, sql } from 'drizzle-orm';
import { type CsvRow, csvChunks } from '../../../domain/agenda/care-log-csv';
import { durationSeconds, labelOfDiaper, labelOfFeeding, labelOfMilk } from '../../../domain/agenda/event-details';
import { labelOfType } from '../../../domain/agenda/event-types';
import { localClockOf, localDateOf, localDayWindows } from '../../../domain/agenda/local-days';
import { firstName } from '../../../domain/family/baby-role';
import type { Db } from '../../db/client';
import { type KeysetPage, keysetPages } from '../../db/keyset-pages';
import { oncePerDb } from '../../db/prepared';
import { appointments } from '../../db/schema';
import {
  findOwnBabyOrActive,
  ownBabyOrActiveFound,
  ownBabyOrActiveParams,
  ownBabyOrActiveQuery,
} from '../babies/babies.service';
import { profileNameOf } from '../profile/profile.service';
import { detailColumns, detailsOfEvent } from './agenda.service';

export interface SummaryDay {
  day: string;
  feedings: number;
  bottleMl: number;
  breastSeconds: number;
  sleepSeconds: number;
  diapers: number;
  wet: number;
  dirty: number;
  medicines: number;
  medicineNames: string[];
}

/**
 * The baby's care by local day, in one round trip: the days arrive as arrays of their first and
 * next-day instants (computed in domain/agenda/local-days.ts, so daylight saving is the runtime's
 * business, not the database's); the events of the period are read once by the baby's date index,
 * each given its day by `width_bucket` over the days' starts, counted and summed per day by SQL,
 * and a sleep counts its part inside each day it touches.
 */
const babySummary = oncePerDb((db) => {
  const baby = db.$with('baby').as(ownBabyOrActiveQuery(db));
  const { id, name, role } = baby._.selectedFields;
  // Cast once per execution (an InitPlan), not once per row as a prepared statement's generic plan would.
  const starts = sql`(select ${sql.placeholder('starts')}::timestamptz[])`;
  const ends = sql`(select ${sql.placeholder('ends')}::timestamptz[])`;
  const days = sql`(select ${sql.placeholder('days')}::text[])`;
  return db
    .with(baby)
    .select({
      baby: { id, name, role },
      days: sql<SummaryDay[]>`(
        with days as (
          select * from unnest(${days}, ${starts}, ${ends})
            with ordinality as d(day, day_start, day_end, i)),
        events as (
          select a.type, a.appointment_date, a.ended_at, a.diaper, a.bottle_ml, a.left_seconds, a.right_seconds,
            a.medicine, width_bucket(a.appointment_date, ${starts}) as i
          from appointments a
          where a.baby_id = "baby"."id"
            and a.appointment_date >= (${starts})[1] - interval '24 hours'
            and a.appointment_date < (select max(day_end) from days)),
        counted as (
          select e.i,
            count(*) filter (where e.type = 'mamada') as feedings,
            coalesce(sum(e.bottle_ml) filter (where e.type = 'mamada'), 0) as bottle_ml,
            coalesce(sum(coalesce(e.left_seconds, 0) + coalesce(e.right_seconds, 0)) filter (where e.type = 'mamada'), 0)
              as breast_seconds,
            count(*) filter (where e.type = 'fralda') as diapers,
            count(*) filter (where e.diaper in ('xixi', 'xixi_e_coco')) as wet,
            count(*) filter (where e.diaper in ('coco', 'xixi_e_coco')) as dirty,
            count(*) filter (where e.type = 'remedio') as medicines,
            array_agg(distinct e.medicine) filter (where e.type = 'remedio' and e.medicine is not null)
              as medicine_names
          from events e
          where e.i > 0
          group by e.i),
        slept as (
          select d.i, sum(extract(epoch from least(e.ended_at, d.day_end) - greatest(e.appointment_date, d.day_start)))
            as sleep_seconds
          from events e
          cross join lateral generate_series(greatest(e.i, 1), width_bucket(e.ended_at, ${starts})) b(i)
          join days d on d.i = b.i
          where e.type = 'sono' and e.ended_at > (${starts})[1]
          group by d.i)
        select json_agg(json_build_object(
          'day', d.day, 'feedings', coalesce(c.feedings, 0), 'bottleMl', coalesce(c.bottle_ml, 0),
          'breastSeconds', coalesce(c.breast_seconds, 0), 'sleepSeconds', round(coalesce(s.sleep_seconds, 0)),
          'diapers', coalesce(c.diapers, 0), 'wet', coalesce(c.wet, 0), 'dirty', coalesce(c.dirty, 0),
          'medicines', coalesce(c.medicines, 0), 'medicineNames', coalesce(c.medicine_names, '{}')) order by d.i)
        from days d left join counted c on c.i = d.i left join slept s on s.i = d.i)`,
    })
    .from(baby)
    .prepare('agenda_baby_summary');
});

const average = (days: SummaryDay[], pick: (d: SummaryDay) => number) =>
  days.length === 0 ? 0 : days.reduce((sum, d) => sum + pick(d), 0) / days.length;

/** The last `days` local days (today included) of the named or active baby, with the averages per day. */
export async function getCareSummary(
  db: Db,
  userId: string,
  query: { days: number; timeZone: string; babyId?: string },
) {
  const windows = localDayWindows(localDateOf(new Date(), query.timeZone), query.days, query.timeZone);
  const [row] = await babySummary(db).execute({
    ...ownBabyOrActiveParams(userId, query.babyId),
    days: windows.map((w) => w.day),
    starts: windows.map((w) => w.start.toISOString()),
    ends: windows.map((w) => w.end.toISOString()),
  });
  const baby = ownBabyOrActiveFound(row?.baby, query.babyId);
  if (!row || !baby) return { baby: null };
  const days = row.days ?? [];
  return {
    baby,
    days,
    averages: {
      feedings: average(days, (d) => d.feedings),
      sleepSeconds: average(days, (d) => d.sleepSeconds),
      diapers: average(days, (d) => d.diapers),
      wet: average(days, (d) => d.wet),
      dirty: average(days, (d) => d.dirty),
      medicines: average(days, (d) => d.medicines),
    },
  };
}

const CSV_HEADER = [
  'id',
  'tipo',
  'titulo',
  'inicio_iso',
  'fim_iso',
  'data_local',
  'hora_local',
  'fim_data_local',
  'fim_hora_local',
  'duracao_min',
  'alimentacao',
  'peito_esquerdo_min',
  'peito_direito_min',
  'mamadeira_ml',
  'leite',
  'fralda',
  'remedio',
  'dose',
  'observacao',
  'registrado_por',
];

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 60));

/**
 * The baby's whole care log as CSV, oldest first: every field, instants in ISO and the mother's
 * local date and time beside them. A baby that is not hers is the same 404 as the agenda's, known
 * before anything is sent; the file itself is read and written a page at a time.
 */
export async function exportCareLog(db: Db, userId: string, query: { timeZone: string; babyId?: string }) {
  const baby = await findOwnBabyOrActive(db, userId, query.babyId);
  if (!baby) return null;
  const pages = keysetPages([appointments.appointmentDate, appointments.createdAt, appointments.id], (page) =>
    careLogPage(db, baby.id, page),
  );
  return { baby, csv: csvChunks(CSV_HEADER, careLogRows(pages, query.timeZone)) };
}

const careLogPage = (db: Db, babyId: string, { after, key, orderBy, limit }: KeysetPage) =>
  db
    .select({
      row: {
        id: appointments.id,
        type: appointments.type,
        title: appointments.title,
        notes: appointments.description,
        appointmentDate: appointments.appointmentDate,
        ...detailColumns,
        writer: sql<string | null>`${profileNameOf(appointments.userId)}`,
      },
      key,
    })
    .from(appointments)
    .where(and(eq(appointments.babyId, babyId), after))
    .orderBy(...orderBy)
    .limit(limit);

type CareLogEvent = Awaited<ReturnType<typeof careLogPage>>[number]['row'];

async function* careLogRows(pages: AsyncIterable<CareLogEvent[]>, timeZone: string): AsyncGenerator<CsvRow[]> {
  for await (const events of pages) {
    yield events.map((e) => {
      const details = detailsOfEvent(e);
      const start = e.appointmentDate;
      return [
        e.id,
        labelOfType(e.type),
        e.title,
        start.toISOString(),
        e.endedAt?.toISOString() ?? null,
        localDateOf(start, timeZone),
        localClockOf(start, timeZone),
        e.endedAt ? localDateOf(e.endedAt, timeZone) : null,
        e.endedAt ? localClockOf(e.endedAt, timeZone) : null,
        minutes(durationSeconds(start.toISOString(), details)),
        e.feeding && labelOfFeeding(e.feeding),
        minutes(e.leftSeconds),
        minutes(e.rightSeconds),
        e.bottleMl,
        e.milk && labelOfMilk(e.milk),
        e.diaper && labelOfDiaper(e.diaper),
        e.medicine,
        e.dose,
        e.notes,
        firstName(e.writer) || null,
      ];
    });
  }
}
