import { gestationalAgeDays } from '@domain/growth/growth-age';
import { eq, max } from 'drizzle-orm';
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
import { appointments, babies, babyMembers } from '../../db/schema';
import { nextSleepWindow } from '../agenda/sleep.service';
import { currentCalendar, listVaccineRecords } from '../vaccines/vaccines.service';
import { type Recipient, recipientsOfBaby } from './recipients.service';
import { type NewReminder, planReminders } from './reminder-rows';

/** Reminders are planned this far ahead, so a server down for less than that still knows what it missed. */
export const PLAN_AHEAD_MS = 26 * 3_600_000;
/** …and this far back, for one that fell due between two plannings. */
const PLAN_BEHIND_MS = 2 * 3_600_000;
/** Milestones are looked at every month to five years, the last band. */
const LAST_MILESTONE_MONTH = 60;
const DAY_MS = 86_400_000;

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

/** Weekly, on the weekday of birth, while she wants tips: what the baby may eat at this age. */
function tipReminders(baby: PlannedBaby, recipient: Recipient, window: Window): NewReminder[] {
  if (!recipient.preferences.tips) return [];
  const today = wallClockOf(new Date(window.to), recipient.timeZone).day;
  const week = Math.floor((Date.parse(today) - Date.parse(baby.birthDate)) / (7 * DAY_MS));
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
      ...tipMessage(baby.name, ageInMonths(baby.birthDate, day)),
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

async function lastEventsOf(db: Db, babyId: string): Promise<Partial<Record<NudgeKind, Date>>> {
  const rows = await db
    .select({ type: appointments.type, last: max(appointments.appointmentDate) })
    .from(appointments)
    .where(eq(appointments.babyId, babyId))
    .groupBy(appointments.type);
  const lastOf = new Map(rows.map((r) => [r.type, r.last]));
  const result: Partial<Record<NudgeKind, Date>> = {};
  for (const kind of Object.keys(NUDGE_EVENT_TYPE) as NudgeKind[]) {
    const last = lastOf.get(NUDGE_EVENT_TYPE[kind]);
    if (last) result[kind] = new Date(last);
  }
  return result;
}

/**
 * Plans the reminders that follow from the calendar and the clock (vaccines due, a month's
 * milestones, the autism screening at 18 and 24 months, weekly tips, "no feeding for N hours",
 * the next sleep's window) for every baby with a family, from a little
 * before `now` to a day after. Planning twice plans nothing new.
 */
export async function planTimedReminders(db: Db, now: Date): Promise<number> {
  const window: Window = { from: now.getTime() - PLAN_BEHIND_MS, to: now.getTime() + PLAN_AHEAD_MS };
  const calendar = (await currentCalendar(db)).doses;
  const planned = await db
    .selectDistinct({
      id: babies.id,
      name: babies.name,
      birthDate: babies.birthDate,
      gestationalWeeks: babies.gestationalWeeks,
      gestationalDays: babies.gestationalDays,
    })
    .from(babies)
    .innerJoin(babyMembers, eq(babyMembers.babyId, babies.id));
  let count = 0;
  for (const baby of planned) {
    const recipients = await recipientsOfBaby(db, baby.id);
    const records = await listVaccineRecords(db, baby.id);
    const lastOfType = await lastEventsOf(db, baby.id);
    const rows = recipients.flatMap((recipient) => [
      ...vaccineReminders(baby, recipient, calendar, records, window),
      ...milestoneReminders(baby, recipient, window),
      ...autismScreeningReminders(baby, recipient, window),
      ...tipReminders(baby, recipient, window),
      ...nudgeReminders(baby, recipient, lastOfType, window),
    ]);
    rows.push(...(await sleepWindowReminders(db, baby, recipients, now, window)));
    await planReminders(db, rows);
    count += rows.length;
  }
  return count;
}
