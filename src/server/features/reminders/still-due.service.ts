import { and, eq, gt, inArray } from 'drizzle-orm';
import { NUDGE_EVENT_TYPE, type NudgeKind } from '../../../domain/reminders/reminder-kinds';
import { wallClockOf } from '../../../domain/reminders/zoned-time';
import { isYearly, seasonDose } from '../../../domain/vaccines/season-dose';
import { addMonths, pendingDoses } from '../../../domain/vaccines/vaccine-card';
import type { Db } from '../../db/client';
import { appointments, babies, babyMembers, type reminders } from '../../db/schema';
import { currentCalendar, listVaccineRecords } from '../vaccines/vaccines.service';
import { vaccineSubject } from './reminder-planner.service';

type Reminder = typeof reminders.$inferSelect;

/** Who is still in which baby's family, and the baby's birth date, keyed by `memberKey`. */
export type Memberships = Map<string, string>;
export const memberKey = (babyId: string, userId: string) => `${babyId}:${userId}`;

/** The memberships a page of reminders asks about, in one query. */
export async function membershipsOf(db: Db, page: Reminder[]): Promise<Memberships> {
  const ofBabies = page.filter((r) => r.babyId !== null);
  if (ofBabies.length === 0) return new Map();
  const rows = await db
    .select({ babyId: babyMembers.babyId, userId: babyMembers.userId, birthDate: babies.birthDate })
    .from(babyMembers)
    .innerJoin(babies, eq(babies.id, babyMembers.babyId))
    .where(
      and(
        inArray(babyMembers.babyId, [...new Set(ofBabies.map((r) => r.babyId!))]),
        inArray(babyMembers.userId, [...new Set(ofBabies.map((r) => r.userId))]),
      ),
    );
  return new Map(rows.map((row) => [memberKey(row.babyId, row.userId), row.birthDate]));
}

/**
 * Whether a reminder still has a reason at its time: she is still in the baby's family, the dose
 * is still not registered, nothing was logged since the last feeding, the dose was not answered.
 * An appointment removed or a schedule stopped took its reminders with it already.
 */
export async function stillDue(
  db: Db,
  reminder: Reminder,
  timeZone: string,
  now: Date,
  memberships: Memberships,
): Promise<boolean> {
  if (reminder.babyId) {
    const birthDate = memberships.get(memberKey(reminder.babyId, reminder.userId));
    if (birthDate === undefined) return false;
    if (reminder.kind === 'vaccine') return vaccineStillPending(db, reminder, birthDate, timeZone, now);
  }
  if (reminder.kind === 'medicine') return reminder.answer === null;
  if (reminder.kind === 'feeding' || reminder.kind === 'sleep' || reminder.kind === 'diaper') {
    return !(await loggedSince(db, reminder.babyId!, reminder.kind, new Date(reminder.occurrence)));
  }
  return true;
}

/** Any dose of the reminder's day still not registered; this season's flu dose still due. */
async function vaccineStillPending(db: Db, reminder: Reminder, birthDate: string, timeZone: string, now: Date) {
  const calendar = (await currentCalendar(db)).doses;
  const records = await listVaccineRecords(db, reminder.babyId!);
  const today = wallClockOf(now, timeZone).day;
  const season = seasonDose(calendar, records, birthDate, today);
  return pendingDoses(calendar, records, birthDate, today).some((dose) =>
    isYearly(dose)
      ? season !== null && reminder.subject === vaccineSubject.season(season.season.year)
      : reminder.subject === vaccineSubject.day(addMonths(birthDate, dose.recommendedAgeMonths)),
  );
}

async function loggedSince(db: Db, babyId: string, kind: NudgeKind, since: Date) {
  const [later] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.babyId, babyId),
        eq(appointments.type, NUDGE_EVENT_TYPE[kind]),
        gt(appointments.appointmentDate, since),
      ),
    )
    .limit(1);
  return later !== undefined;
}
