import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { ageInMonths, toCalendarDate, type CalendarDate } from '../../../domain/age';
import { seasonDose } from '../../../domain/vaccines/season-dose';
import { onboardingRecords, type CalendarDose } from '../../../domain/vaccines/vaccine-card';
import type { Db } from '../../db/client';
import { susVaccineCalendar, vaccineCalendarVersions, vaccines } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import { babiesVisibleTo, findOwnBaby, findOwnBabyOrActive, markVaccineOnboardingDone } from '../babies/babies.service';

export type VaccineRow = typeof vaccines.$inferSelect;

/** The calendar version in force today and its doses, youngest age first. */
export async function currentCalendar(db: Db) {
  const [version] = await db
    .select()
    .from(vaccineCalendarVersions)
    .where(lte(vaccineCalendarVersions.validFrom, toCalendarDate(new Date())))
    .orderBy(desc(vaccineCalendarVersions.validFrom))
    .limit(1);
  if (!version) return { version: null, doses: [] as CalendarDose[] };
  const doses = await db
    .select({
      id: susVaccineCalendar.id,
      vaccineName: susVaccineCalendar.vaccineName,
      doseNumber: susVaccineCalendar.doseNumber,
      doseLabel: susVaccineCalendar.doseLabel,
      description: susVaccineCalendar.description,
      ageDisplay: susVaccineCalendar.ageDisplay,
      recommendedAgeMonths: susVaccineCalendar.recommendedAgeMonths,
      repeatsYearlyUntilMonths: susVaccineCalendar.repeatsYearlyUntilMonths,
    })
    .from(susVaccineCalendar)
    .where(eq(susVaccineCalendar.versionId, version.id))
    .orderBy(
      asc(susVaccineCalendar.recommendedAgeMonths),
      asc(susVaccineCalendar.vaccineName),
      asc(susVaccineCalendar.doseNumber),
    );
  return {
    version: { id: version.id, label: version.label, validFrom: version.validFrom, source: version.source },
    doses,
  };
}

export function listVaccineRecords(db: Db, babyId: string) {
  return db
    .select()
    .from(vaccines)
    .where(eq(vaccines.babyId, babyId))
    .orderBy(desc(vaccines.applicationDate), desc(vaccines.createdAt));
}

/**
 * The card of one baby (the active one by default): calendar, its version, her records, and this
 * season's yearly dose as of `today` (the mother's day; the server's when she sent none).
 */
export async function getVaccineCard(
  db: Db,
  userId: string,
  babyId?: string,
  today: CalendarDate = toCalendarDate(new Date()),
) {
  const baby = await findOwnBabyOrActive(db, userId, babyId);
  const calendar = await currentCalendar(db);
  const records = baby ? await listVaccineRecords(db, baby.id) : [];
  return {
    baby,
    ...calendar,
    records,
    seasonDose: baby ? seasonDose(calendar.doses, records, baby.birthDate, today) : null,
  };
}

export async function addVaccineRecord(
  db: Db,
  userId: string,
  input: { babyId: string; vaccineName: string; doseNumber: number; applicationDate: string; notes?: string },
) {
  const baby = await findOwnBaby(db, userId, input.babyId);
  const [row] = await db
    .insert(vaccines)
    .values({
      babyId: baby.id,
      vaccineName: input.vaccineName,
      doseNumber: input.doseNumber,
      applicationDate: input.applicationDate,
      notes: input.notes || null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('dose_recorded');
  return row;
}

export async function deleteVaccineRecord(db: Db, userId: string, recordId: string) {
  if (!isUuid(recordId)) throw new AppError('vaccine_not_found');
  const babyIds = (await babiesVisibleTo(db, userId)).map((baby) => baby.id);
  const deleted = await db
    .delete(vaccines)
    .where(and(eq(vaccines.id, recordId), inArray(vaccines.babyId, babyIds)))
    .returning({ id: vaccines.id });
  if (deleted.length === 0) throw new AppError('vaccine_not_found');
}

/**
 * The first-access questions, answered once per baby. "all" records every dose due by today,
 * "some" the chosen ones (only doses already due), "none" nothing; all in one transaction.
 */
export async function completeOnboarding(
  db: Db,
  userId: string,
  input: { babyId: string; choice: 'all' | 'some' | 'none'; selected?: { vaccineName: string; doseNumber: number }[] },
) {
  const baby = await findOwnBaby(db, userId, input.babyId);
  const existing = await db.select({ id: vaccines.id }).from(vaccines).where(eq(vaccines.babyId, baby.id)).limit(1);
  if (baby.vaccineOnboardingAt || existing.length > 0) {
    throw new AppError('onboarding_done');
  }
  const { doses } = await currentCalendar(db);
  const age = ageInMonths(baby.birthDate, toCalendarDate(new Date()));
  let rows: ReturnType<typeof onboardingRecords> = [];
  if (input.choice === 'all') rows = onboardingRecords(doses, baby.birthDate, age, 'all');
  if (input.choice === 'some') {
    const due = onboardingRecords(doses, baby.birthDate, age, 'some');
    rows = due.filter((r) =>
      input.selected?.some((s) => s.vaccineName === r.vaccineName && s.doseNumber === r.doseNumber),
    );
    if (rows.length === 0) throw new AppError('none_selected');
  }
  await db.transaction(async (tx) => {
    if (rows.length > 0) await tx.insert(vaccines).values(rows.map((r) => ({ ...r, babyId: baby.id })));
    await markVaccineOnboardingDone(tx, baby.id);
  });
  return rows.length;
}
