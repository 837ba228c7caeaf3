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
import { careByDay } from './care-by-day';

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

/** The named or active baby's care by local day (`careByDay`), in one round trip. */
const babySummary = oncePerDb((db) => {
  const baby = db.$with('baby').as(ownBabyOrActiveQuery(db));
  const { id, name, role } = baby._.selectedFields;
  // Cast once per execution (an InitPlan), not once per row as a prepared statement's generic plan would.
  const byDay = careByDay({
    babyId: sql`"baby"."id"`,
    days: sql`(select ${sql.placeholder('days')}::text[])`,
    starts: sql`(select ${sql.placeholder('starts')}::timestamptz[])`,
    ends: sql`(select ${sql.placeholder('ends')}::timestamptz[])`,
  });
  return db
    .with(baby)
    .select({
      baby: { id, name, role },
      days: sql<SummaryDay[]>`(
        select json_agg(json_build_object(
          'day', d.day, 'feedings', d.feedings, 'bottleMl', d.bottle_ml,
          'breastSeconds', d.left_seconds + d.right_seconds, 'sleepSeconds', d.sleep_seconds,
          'diapers', d.diapers, 'wet', d.wet, 'dirty', d.dirty,
          'medicines', d.medicines, 'medicineNames', d.medicine_names) order by d.i)
        from (${byDay}) d)`,
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
