import { sql } from 'drizzle-orm';
import type { EventDetails } from '../../../domain/agenda/event-details';
import { CONSULTATION_SOON_DAYS } from '../../../domain/reminders/consultation-soon';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/prepared';
import { ownBabyOrActiveFound, ownBabyOrActiveParams, ownBabyOrActiveQuery } from '../babies/babies.service';

/** The newest event of a type, with its details, as JSON: one index scan from the end. */
const newest = (babyId: unknown, type: string, extra = sql``) => sql`(
  select json_build_object(
    'id', a.id, 'occurredAt', a.appointment_date, 'endedAt', a.ended_at, 'feeding', a.feeding,
    'leftSeconds', a.left_seconds, 'rightSeconds', a.right_seconds, 'bottleMl', a.bottle_ml, 'milk', a.milk,
    'diaper', a.diaper, 'medicine', a.medicine, 'dose', a.dose)
  from appointments a
  where a.baby_id = ${babyId} and a.type = ${sql.raw(`'${type}'`)} ${extra}
  order by a.appointment_date desc limit 1)`;

const today = sql`a.appointment_date between ${sql.placeholder('start')} and ${sql.placeholder('end')}`;

/**
 * The dashboard at a glance, in one round trip: the baby, its running timers, the last feeding,
 * diaper, sleep and medicine, the counts of the mother's day (`start` to `end`), and the next
 * appointment within a week. A sleep's
 * part inside the day is what counts of it, so a night's sleep splits between the two days.
 */
const babyGlance = oncePerDb((db) => {
  const baby = db.$with('baby').as(ownBabyOrActiveQuery(db));
  const { id, name, role } = baby._.selectedFields;
  // Qualified by hand: drizzle writes a CTE's field as a bare "id", which the subqueries' own tables would take.
  const babyId = sql.raw('"baby"."id"');
  return db
    .with(baby)
    .select({
      baby: { id, name, role },
      timers: sql<TimerRow[] | null>`(
        select json_agg(json_build_object(
          'id', t.id, 'kind', t.kind, 'startedAt', t.started_at, 'side', t.side, 'sideSince', t.side_since,
          'leftSeconds', t.left_seconds, 'rightSeconds', t.right_seconds) order by t.started_at)
        from care_timers t where t.baby_id = ${babyId})`,
      lastFeeding: sql<LastRow | null>`${newest(babyId, 'mamada')}`,
      lastDiaper: sql<LastRow | null>`${newest(babyId, 'fralda')}`,
      lastSleep: sql<LastRow | null>`${newest(babyId, 'sono', sql`and a.ended_at is not null`)}`,
      lastMedicine: sql<LastRow | null>`${newest(babyId, 'remedio')}`,
      counts: sql<TodayCounts>`(
        select json_build_object(
          'mamada', count(*) filter (where a.type = 'mamada'),
          'fralda', count(*) filter (where a.type = 'fralda'),
          'xixi', count(*) filter (where a.diaper in ('xixi', 'xixi_e_coco')),
          'coco', count(*) filter (where a.diaper in ('coco', 'xixi_e_coco')),
          'remedio', count(*) filter (where a.type = 'remedio'))
        from appointments a where a.baby_id = ${babyId} and ${today})`,
      sleepSeconds: sql<number>`(
        select coalesce(sum(extract(epoch from
          least(a.ended_at, ${sql.placeholder('end')}::timestamptz)
          - greatest(a.appointment_date, ${sql.placeholder('start')}::timestamptz))), 0)::float8
        from appointments a
        where a.baby_id = ${babyId} and a.type = 'sono' and a.ended_at > ${sql.placeholder('start')}
          and a.appointment_date >= ${sql.placeholder('start')}::timestamptz - interval '24 hours'
          and a.appointment_date <= ${sql.placeholder('end')})`,
      nextConsultation: sql<NextConsultationRow | null>`(
        select json_build_object('id', c.id, 'title', c.title, 'startsAt', c.starts_at)
        from consultations c
        where c.baby_id = ${babyId} and c.starts_at >= now()
          and c.starts_at < now() + ${sql.raw(`interval '${CONSULTATION_SOON_DAYS} days'`)}
        order by c.starts_at limit 1)`,
    })
    .from(baby)
    .prepare('agenda_baby_glance');
});

interface TimerRow {
  id: string;
  kind: 'mamada' | 'sono';
  startedAt: string;
  side: 'esquerdo' | 'direito' | null;
  sideSince: string | null;
  leftSeconds: number;
  rightSeconds: number;
}
type LastRow = Omit<EventDetails, 'endedAt'> & { id: string; occurredAt: string; endedAt: string | null };
interface NextConsultationRow {
  id: string;
  title: string;
  startsAt: string;
}
interface TodayCounts {
  mamada: number;
  fralda: number;
  xixi: number;
  coco: number;
  remedio: number;
}

/** PostgreSQL's JSON writes times with its own offset: the API says them in ISO, in UTC. */
const iso = (at: string | null) => (at ? new Date(at).toISOString() : null);
const lastEvent = (row: LastRow | null) =>
  row && { ...row, occurredAt: iso(row.occurredAt)!, endedAt: iso(row.endedAt) };

export async function getAgendaGlance(db: Db, userId: string, range: { start: Date; end: Date; babyId?: string }) {
  const [row] = await babyGlance(db).execute({
    ...ownBabyOrActiveParams(userId, range.babyId),
    start: range.start.toISOString(),
    end: range.end.toISOString(),
  });
  const baby = ownBabyOrActiveFound(row?.baby, range.babyId);
  if (!row || !baby) return { baby: null };
  return {
    baby,
    timers: (row.timers ?? []).map((t) => ({
      ...t,
      babyId: baby.id,
      startedAt: iso(t.startedAt)!,
      sideSince: iso(t.sideSince),
    })),
    lastFeeding: lastEvent(row.lastFeeding),
    lastDiaper: lastEvent(row.lastDiaper),
    lastSleep: lastEvent(row.lastSleep),
    lastMedicine: lastEvent(row.lastMedicine),
    today: { ...row.counts, sleepSeconds: Math.round(row.sleepSeconds) },
    nextConsultation: row.nextConsultation && {
      ...row.nextConsultation,
      startsAt: iso(row.nextConsultation.startsAt)!,
    },
  };
}
