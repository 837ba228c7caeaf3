import { ageInDays, correctedAgeDays, gestationalAgeDays, monthsOfDays } from '@domain/growth/growth-age';
import { and, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import { ageInMonths, type CalendarDate } from '../../../domain/age';
import { autismScreeningDays } from '../../../domain/development/autism-screening';
import {
  NUDGE_AFTER_HOURS,
  NUDGE_EVENT_TYPE,
  type NudgeKind,
  SLEEP_WINDOW_NOTICE_MS,
  USEFUL_FOR_MS,
  VACCINE_SECOND_REMINDER_DAYS,
} from '../../../domain/reminders/reminder-kinds';
import {
  autismScreeningMessage,
  fluSeasonMessage,
  milestonesMessage,
  nudgeMessage,
  type ReminderMessage,
  sleepWindowMessage,
  tipMessage,
  vaccineDueMessage,
} from '../../../domain/reminders/reminder-texts';
import { addDays, instantAt, wallClockOf } from '../../../domain/reminders/zoned-time';
import { isYearly, seasonDose } from '../../../domain/vaccines/season-dose';
import { addMonths, type CalendarDose, pendingDoses, type VaccineRecord } from '../../../domain/vaccines/vaccine-card';
import type { Db } from '../../db/client';
import { appointments, babies, vaccines } from '../../db/schema';
import { nextSleepWindow } from '../agenda/sleep.service';
import { currentCalendar } from '../vaccines/vaccines.service';
import { type Recipient, recipientsOfBabies } from './recipients.service';
import { type NewReminder, planReminders } from './reminder-rows';

/** Reminders are planned this far ahead, so a server down for less than that still knows what it missed. */
export const PLAN_AHEAD_MS = 26 * 3_600_000;
/** …and this far back, for one that fell due between two plannings. */
const PLAN_BEHIND_MS = 2 * 3_600_000;
/** Milestones are looked at every month to five years, the last band. */
const LAST_MILESTONE_MONTH = 60;
const DAY_MS = 86_400_000;
/**
 * Babies planned together: three queries for each page of them. At 500, PostgreSQL read the
 * families and vaccine records of 100,000 babies by sequential scans; at 100 by index (#41).
 */
const PAGE = 100;
/** How long a claimed page is a process's own before another may take it. */
const LEASE_SECONDS = 300;
/**
 * A baby planned now is planned up to PLAN_AHEAD_MS ahead, so the next look a day later still
 * overlaps by PLAN_BEHIND_MS.
 */
const REPLAN_AFTER_MS = PLAN_AHEAD_MS - PLAN_BEHIND_MS;
/** Rows in one INSERT, well under PostgreSQL's 65,535 parameters (16 columns a row). */
const INSERT_BATCH = 1_000;

interface Window {
  from: number;
  to: number;
}

interface PlannedBaby {
  id: string;
  name: string;
  birthDate: CalendarDate;
  gestationalWeeks: number | null;
  gestationalDays: number;
}

const inWindow = (at: Date, window: Window) => at.getTime() >= window.from && at.getTime() <= window.to;

/** The instant of her daily hour on a day, on her clock. */
const dailyAt = (day: CalendarDate, recipient: Recipient) => instantAt(day, recipient.dailyTime, recipient.timeZone);

/** The day a once-only dose falls due, or this season's yearly dose. */
function dueDayOf(dose: CalendarDose, birthDate: CalendarDate, seasonStartsOn: CalendarDate | null): CalendarDate {
  const byAge = addMonths(birthDate, dose.recommendedAgeMonths);
  return isYearly(dose) && seasonStartsOn && seasonStartsOn > byAge ? seasonStartsOn : byAge;
}

/** A vaccine reminder's subject: the day its once-only doses fell due, or the flu season's year. */
export const vaccineSubject = {
  day: (day: CalendarDate) => `doses:${day}`,
  season: (year: number) => `flu:${year}`,
};

/**
 * On the day doses fall due, one reminder for all of them, and a second a week later while any is
 * still not registered; this season's flu dose apart.
 */
function vaccineReminders(
  baby: PlannedBaby,
  recipient: Recipient,
  calendar: CalendarDose[],
  records: VaccineRecord[],
  window: Window,
): NewReminder[] {
  const today = wallClockOf(new Date(window.to), recipient.timeZone).day;
  const season = seasonDose(calendar, records, baby.birthDate, today);
  const byDay = new Map<CalendarDate, CalendarDose[]>();
  const groups: { subject: string; day: CalendarDate; message: (second: boolean) => ReminderMessage }[] = [];
  for (const dose of pendingDoses(calendar, records, baby.birthDate, today)) {
    if (isYearly(dose) && season) {
      groups.push({
        subject: vaccineSubject.season(season.season.year),
        day: dueDayOf(dose, baby.birthDate, season.season.startsOn),
        message: () => fluSeasonMessage(baby.name, season.season.label),
      });
    } else {
      const day = dueDayOf(dose, baby.birthDate, null);
      byDay.set(day, [...(byDay.get(day) ?? []), dose]);
    }
  }
  for (const [day, doses] of byDay) {
    groups.push({
      subject: vaccineSubject.day(day),
      day,
      message: (second) => vaccineDueMessage(baby.name, doses, second),
    });
  }
  const rows: NewReminder[] = [];
  for (const group of groups) {
    for (const [occurrence, day] of [
      ['1', group.day],
      ['2', addDays(group.day, VACCINE_SECOND_REMINDER_DAYS)],
    ] as const) {
      const dueAt = dailyAt(day, recipient);
      if (!inWindow(dueAt, window)) continue;
      rows.push({
        userId: recipient.userId,
        babyId: baby.id,
        kind: 'vaccine',
        subject: group.subject,
        occurrence,
        dueAt,
        expiresAt: new Date(dueAt.getTime() + USEFUL_FOR_MS.vaccine),
        ...group.message(occurrence === '2'),
      });
    }
  }
  return rows;
}

function milestoneReminders(baby: PlannedBaby, recipient: Recipient, window: Window): NewReminder[] {
  const today = wallClockOf(new Date(window.to), recipient.timeZone).day;
  const months = ageInMonths(baby.birthDate, today);
  const rows: NewReminder[] = [];
  for (const month of [months - 1, months, months + 1]) {
    if (month < 1 || month > LAST_MILESTONE_MONTH) continue;
    const dueAt = dailyAt(addMonths(baby.birthDate, month), recipient);
    if (!inWindow(dueAt, window)) continue;
    rows.push({
      userId: recipient.userId,
      babyId: baby.id,
      kind: 'milestones',
      subject: baby.id,
      occurrence: String(month),
      dueAt,
      expiresAt: new Date(dueAt.getTime() + USEFUL_FOR_MS.milestones),
      ...milestonesMessage(baby.name, month),
    });
  }
  return rows;
}

/** A milestones reminder (same switch): the Caderneta's M-CHAT-R/F at 18 and 24 months, corrected age. */
function autismScreeningReminders(baby: PlannedBaby, recipient: Recipient, window: Window): NewReminder[] {
  return autismScreeningDays(baby.birthDate, gestationalAgeDays(baby.gestationalWeeks, baby.gestationalDays)).flatMap(
    ({ month, day }) => {
      const dueAt = dailyAt(day, recipient);
      if (!inWindow(dueAt, window)) return [];
      return [
        {
          userId: recipient.userId,
          babyId: baby.id,
          kind: 'milestones' as const,
          subject: `autism-screening:${baby.id}`,
          occurrence: String(month),
          dueAt,
          expiresAt: new Date(dueAt.getTime() + USEFUL_FOR_MS.milestones),
          ...autismScreeningMessage(baby.name, month),
        },
      ];
    },
  );
}

/** Weekly, on the weekday of birth, while she wants tips: milk only before 6 months of corrected age, then food. */
function tipReminders(baby: PlannedBaby, recipient: Recipient, window: Window): NewReminder[] {
  if (!recipient.preferences.tips) return [];
  const today = wallClockOf(new Date(window.to), recipient.timeZone).day;
  const week = Math.floor((Date.parse(today) - Date.parse(baby.birthDate)) / (7 * DAY_MS));
  const gestationalDays = gestationalAgeDays(baby.gestationalWeeks, baby.gestationalDays);
  const rows: NewReminder[] = [];
  for (const w of [week - 1, week]) {
    if (w < 1) continue;
    const day = addDays(baby.birthDate, w * 7);
    const dueAt = dailyAt(day, recipient);
    if (!inWindow(dueAt, window)) continue;
    rows.push({
      userId: recipient.userId,
      babyId: baby.id,
      kind: 'tip',
      subject: baby.id,
      occurrence: String(w),
      dueAt,
      expiresAt: new Date(dueAt.getTime() + USEFUL_FOR_MS.tip),
      ...tipMessage(
        baby.name,
        ageInMonths(baby.birthDate, day),
        monthsOfDays(correctedAgeDays(ageInDays(baby.birthDate, day), gestationalDays).days),
      ),
    });
  }
  return rows;
}

/** "No feeding for 4 hours": for whoever turned the switch on, once per gap after the last event. */
function nudgeReminders(
  baby: PlannedBaby,
  recipient: Recipient,
  lastOfType: Partial<Record<NudgeKind, Date>>,
  window: Window,
): NewReminder[] {
  const rows: NewReminder[] = [];
  for (const kind of Object.keys(NUDGE_AFTER_HOURS) as NudgeKind[]) {
    const last = lastOfType[kind];
    if (!recipient.preferences[kind] || !last) continue;
    const dueAt = new Date(last.getTime() + NUDGE_AFTER_HOURS[kind] * 3_600_000);
    if (!inWindow(dueAt, window)) continue;
    rows.push({
      userId: recipient.userId,
      babyId: baby.id,
      kind,
      subject: baby.id,
      occurrence: last.toISOString(),
      dueAt,
      expiresAt: new Date(dueAt.getTime() + USEFUL_FOR_MS[kind]),
      ...nudgeMessage(kind, baby.name),
    });
  }
  return rows;
}

/**
 * "Avisar 15 min antes da janela": for whoever turned the sleep switch on, once per waking,
 * 15 min before the window of the next sleep opens, on her own clock; useful until the window
 * closes. A sleep logged since the waking takes it back (`stillDue`).
 */
async function sleepWindowReminders(
  db: Db,
  baby: PlannedBaby,
  recipients: Recipient[],
  now: Date,
  window: Window,
): Promise<NewReminder[]> {
  const rows: NewReminder[] = [];
  const byZone = new Map<string, Awaited<ReturnType<typeof nextSleepWindow>>>();
  for (const recipient of recipients.filter((r) => r.preferences.sleep)) {
    if (!byZone.has(recipient.timeZone))
      byZone.set(recipient.timeZone, await nextSleepWindow(db, baby.id, recipient.timeZone, now));
    const next = byZone.get(recipient.timeZone);
    if (!next) continue;
    const dueAt = new Date(next.window.start.getTime() - SLEEP_WINDOW_NOTICE_MS);
    if (!inWindow(dueAt, window) || next.window.end <= now) continue;
    rows.push({
      userId: recipient.userId,
      babyId: baby.id,
      kind: 'sleep',
      subject: baby.id,
      // The waking, not a sleep's start as the 6-hour nudge has: the two never share a row.
      occurrence: next.wokeAt.toISOString(),
      dueAt,
      expiresAt: next.window.end,
      ...sleepWindowMessage(baby.name, next.window, recipient.timeZone),
    });
  }
  return rows;
}

/**
 * The last feeding, sleep and diaper of each baby, among the events recent enough to make a nudge
 * fall in the window (an older last event's nudge is due before it): one indexed range per baby.
 */
async function lastEventsOf(
  db: Db,
  babyIds: string[],
  window: Window,
): Promise<Map<string, Partial<Record<NudgeKind, Date>>>> {
  const since = new Date(window.from - Math.max(...Object.values(NUDGE_AFTER_HOURS)) * 3_600_000);
  const rows = await db
    .select({ babyId: appointments.babyId, type: appointments.type, last: max(appointments.appointmentDate) })
    .from(appointments)
    .where(and(inArray(appointments.babyId, babyIds), gte(appointments.appointmentDate, since)))
    .groupBy(appointments.babyId, appointments.type);
  const result = new Map<string, Partial<Record<NudgeKind, Date>>>();
  for (const row of rows) {
    const kind = NUDGE_KIND_OF.get(row.type);
    if (!kind || !row.last) continue;
    result.set(row.babyId, { ...result.get(row.babyId), [kind]: new Date(row.last) });
  }
  return result;
}

const NUDGE_KIND_OF = new Map<string, NudgeKind>(
  (Object.keys(NUDGE_EVENT_TYPE) as NudgeKind[]).map((kind) => [NUDGE_EVENT_TYPE[kind], kind]),
);

/** Each baby's vaccine records, the newest first as `listVaccineRecords` gives them. */
async function vaccineRecordsOf(db: Db, babyIds: string[]): Promise<Map<string, VaccineRecord[]>> {
  const rows = await db
    .select()
    .from(vaccines)
    .where(inArray(vaccines.babyId, babyIds))
    .orderBy(desc(vaccines.applicationDate), desc(vaccines.createdAt));
  const result = new Map<string, VaccineRecord[]>();
  for (const row of rows) result.set(row.babyId, [...(result.get(row.babyId) ?? []), row]);
  return result;
}

/**
 * Takes the next page of babies due for planning, each for one process only: their `plan_at` moves
 * a lease ahead, so a process that dies half-way leaves them to another a few minutes later.
 */
async function claimBabies(db: Db, now: Date): Promise<PlannedBaby[]> {
  const at = now.toISOString();
  const claimed = await db.execute<{
    id: string;
    name: string;
    birth_date: CalendarDate;
    gestational_weeks: number | null;
    gestational_days: number;
  }>(sql`
    update babies set plan_at = ${at}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from babies where plan_at <= ${at}::timestamptz
      order by plan_at
      limit ${PAGE}
      for update skip locked)
    returning id, name, birth_date, gestational_weeks, gestational_days`);
  return claimed.rows.map((row) => ({
    id: row.id,
    name: row.name,
    birthDate: row.birth_date,
    gestationalWeeks: row.gestational_weeks,
    gestationalDays: row.gestational_days,
  }));
}

/**
 * Plans the reminders that follow from the calendar and the clock (vaccines due, a month's
 * milestones, the autism screening at 18 and 24 months, weekly tips, "no feeding for N hours",
 * the next sleep's window) from a little before `now` to a day after, for the babies due for it
 * (decision 035): each once a day, since the window reaches a day ahead, and at once after a
 * change to what its reminders follow from. A page of babies at a time, three queries a page
 * (and the sleep window of a baby whose family asked for it); several processes share the pages.
 * Planning twice plans nothing new.
 */
export async function planTimedReminders(db: Db, now: Date): Promise<number> {
  const calendar = (await currentCalendar(db)).doses;
  const lanes = await Promise.all(Array.from({ length: PLANNER_LANES }, () => planPages(db, now, calendar)));
  return lanes.reduce((sum, planned) => sum + planned, 0);
}

// A page's time is mostly the database's: two pages under way at once, each claimed apart as two
// processes claim theirs, nearly halve a pass (a million babies' running day: 8.9 s with one)
// and leave most of the pool's ten connections to requests.
const PLANNER_LANES = 2;

async function planPages(db: Db, now: Date, calendar: CalendarDose[]): Promise<number> {
  const window: Window = { from: now.getTime() - PLAN_BEHIND_MS, to: now.getTime() + PLAN_AHEAD_MS };
  const lease = new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString();
  const next = new Date(now.getTime() + REPLAN_AFTER_MS).toISOString();
  let count = 0;
  for (;;) {
    const page = await claimBabies(db, now);
    if (page.length === 0) return count;
    const ids = page.map((baby) => baby.id);
    const [recipients, records, lastEvents] = await Promise.all([
      recipientsOfBabies(db, ids),
      vaccineRecordsOf(db, ids),
      lastEventsOf(db, ids, window),
    ]);
    const rows = page.flatMap((baby) =>
      (recipients.get(baby.id) ?? []).flatMap((recipient) => [
        ...vaccineReminders(baby, recipient, calendar, records.get(baby.id) ?? [], window),
        ...milestoneReminders(baby, recipient, window),
        ...autismScreeningReminders(baby, recipient, window),
        ...tipReminders(baby, recipient, window),
        ...nudgeReminders(baby, recipient, lastEvents.get(baby.id) ?? {}, window),
      ]),
    );
    for (const baby of page)
      rows.push(...(await sleepWindowReminders(db, baby, recipients.get(baby.id) ?? [], now, window)));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) await planReminders(db, rows.slice(i, i + INSERT_BATCH));
    // A baby changed meanwhile (its plan_at reset by a trigger) stays due.
    await db
      .update(babies)
      .set({ planAt: new Date(next) })
      .where(and(inArray(babies.id, ids), eq(babies.planAt, new Date(lease))));
    count += rows.length;
    if (page.length < PAGE) return count;
  }
}
