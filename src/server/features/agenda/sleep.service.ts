import { gestationalAgeDays } from '@domain/growth/growth-age';
import { sql } from 'drizzle-orm';
import { ageInDays } from '../../../domain/growth/growth-age';
import { addDays, instantAt, wallClockOf } from '../../../domain/reminders/zoned-time';
import { isFirstWeek } from '../../../domain/sleep/safe-sleep';
import type { SleepSpan } from '../../../domain/sleep/sleep-days';
import { SLEEP_READ_DAYS, sleepInsight } from '../../../domain/sleep/sleep-insight';
import { sleepPage } from '../../../domain/sleep/sleep-page';
import { sleepAgeMonths } from '../../../domain/sleep/sleep-ranges';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/prepared';
import { ownBabyOrActiveFound, ownBabyOrActiveParams, ownBabyOrActiveQuery } from '../babies/babies.service';

/**
 * The named or active baby with her sleeps since `from` (a running sleep timer as a sleep
 * without an end) and her feedings since `feedingsFrom`, in one round trip. Both read through
 * the (baby, date) index from `from` on, so a long history costs nothing.
 */
const babySleeps = oncePerDb((db) => {
  const baby = db.$with('baby').as(ownBabyOrActiveQuery(db));
  const { id, name, role, birthDate, gestationalWeeks, gestationalDays, gender } = baby._.selectedFields;
  const babyId = sql.raw('"baby"."id"');
  return db
    .with(baby)
    .select({
      baby: { id, name, role, birthDate, gestationalWeeks, gestationalDays, gender },
      sleeps: sql<[string, string | null][] | null>`(
        select json_agg(json_build_array(s.start_at, s.end_at) order by s.start_at)
        from (
          select a.appointment_date as start_at, a.ended_at as end_at from appointments a
          where a.baby_id = ${babyId} and a.type = 'sono' and a.ended_at is not null
            and a.appointment_date >= ${sql.placeholder('from')}::timestamptz
          union all
          select t.started_at, null from care_timers t where t.baby_id = ${babyId} and t.kind = 'sono'
        ) s)`,
      feedings: sql<string[] | null>`(
        select json_agg(a.appointment_date order by a.appointment_date) from appointments a
        where a.baby_id = ${babyId} and a.type = 'mamada'
          and a.appointment_date >= ${sql.placeholder('feedingsFrom')}::timestamptz)`,
    })
    .from(baby)
    .prepare('agenda_baby_sleeps');
});

async function readSleeps(
  db: Db,
  userId: string,
  query: { timeZone: string; babyId?: string; now: Date; days: number },
) {
  const today = wallClockOf(query.now, query.timeZone).day;
  const [row] = await babySleeps(db).execute({
    ...ownBabyOrActiveParams(userId, query.babyId),
    // A day's night began the evening before: one more day back.
    from: instantAt(addDays(today, -SLEEP_READ_DAYS), 0, query.timeZone).toISOString(),
    feedingsFrom: instantAt(addDays(today, -(query.days - 1)), 0, query.timeZone).toISOString(),
  });
  const baby = ownBabyOrActiveFound(row?.baby, query.babyId);
  if (!row || !baby) return null;
  const sleeps: SleepSpan[] = (row.sleeps ?? []).map(([start, end]) => ({
    start: new Date(start),
    end: end ? new Date(end) : null,
  }));
  const { months, corrected } = sleepAgeMonths(
    baby.birthDate,
    today,
    gestationalAgeDays(baby.gestationalWeeks, baby.gestationalDays),
  );
  const insight = sleepInsight({ sleeps, now: query.now, timeZone: query.timeZone, months });
  return {
    baby,
    sleeps,
    feedings: (row.feedings ?? []).map((f) => new Date(f)),
    months,
    corrected,
    firstWeek: isFirstWeek(ageInDays(baby.birthDate, today)),
    insight,
  };
}

const sleepsOfBaby = oncePerDb((db) =>
  db
    .select({
      birthDate: sql<string>`b.birth_date::text`,
      gestationalWeeks: sql<number | null>`b.gestational_weeks`,
      gestationalDays: sql<number>`b.gestational_days`,
      sleeps: sql<[string, string | null][] | null>`(
        select json_agg(json_build_array(s.start_at, s.end_at) order by s.start_at)
        from (
          select a.appointment_date as start_at, a.ended_at as end_at from appointments a
          where a.baby_id = b.id and a.type = 'sono' and a.ended_at is not null
            and a.appointment_date >= ${sql.placeholder('from')}::timestamptz
          union all
          select t.started_at, null from care_timers t where t.baby_id = b.id and t.kind = 'sono'
        ) s)`,
    })
    .from(sql`babies b`)
    .where(sql`b.id = ${sql.placeholder('babyId')}`)
    .prepare('agenda_sleeps_of_baby'),
);

/**
 * The window of her next sleep at `now` on a clock of `timeZone`, for the reminders: null
 * while she sleeps, at night, or with nothing logged lately. No person's rights are checked:
 * the planner reminds the baby's own family.
 */
export async function nextSleepWindow(db: Db, babyId: string, timeZone: string, now: Date) {
  const today = wallClockOf(now, timeZone).day;
  const [row] = await sleepsOfBaby(db).execute({
    babyId,
    from: instantAt(addDays(today, -SLEEP_READ_DAYS), 0, timeZone).toISOString(),
  });
  if (!row) return null;
  const sleeps: SleepSpan[] = (row.sleeps ?? []).map(([start, end]) => ({
    start: new Date(start),
    end: end ? new Date(end) : null,
  }));
  const { months } = sleepAgeMonths(
    row.birthDate,
    today,
    gestationalAgeDays(row.gestationalWeeks, row.gestationalDays),
  );
  const { forecast } = sleepInsight({ sleeps, now, timeZone, months });
  return forecast.state === 'awake' ? { wokeAt: forecast.wokeAt, window: forecast.window } : null;
}

const babyJson = (baby: { id: string; name: string; gender: string | null }) => ({
  id: baby.id,
  name: baby.name,
  gender: baby.gender,
});

/** The card of the dashboard and the agenda: asleep, or awake with her next window and why (at `now`, the server's clock unless told). */
export async function getSleepForecast(
  db: Db,
  userId: string,
  query: { timeZone: string; babyId?: string; now?: Date },
) {
  const read = await readSleeps(db, userId, { ...query, now: query.now ?? new Date(), days: 1 });
  if (!read) return { baby: null };
  const { forecast, learning } = read.insight;
  return {
    baby: babyJson(read.baby),
    months: read.months,
    corrected: read.corrected,
    firstWeek: read.firstWeek,
    forecast,
    learning,
  };
}

/** The `/sono` page for the last `days` days. */
export async function getSleepPage(db: Db, userId: string, query: { timeZone: string; babyId?: string; days: number }) {
  const now = new Date();
  const read = await readSleeps(db, userId, { ...query, now });
  if (!read) return { baby: null };
  const page = sleepPage({
    insight: read.insight,
    sleeps: read.sleeps,
    feedings: read.feedings,
    count: query.days,
    now,
    timeZone: query.timeZone,
    months: read.months,
  });
  return {
    baby: babyJson(read.baby),
    months: read.months,
    corrected: read.corrected,
    forecast: read.insight.forecast,
    ...page,
  };
}
