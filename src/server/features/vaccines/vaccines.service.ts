import { asc, desc, eq } from 'drizzle-orm';
import { ageInMonths, type CalendarDate, toCalendarDate } from '../../../domain/age';
import { LIMITS } from '../../../domain/limits';
import { rsvProtection } from '../../../domain/vaccines/rsv-protection';
import { seasonDose } from '../../../domain/vaccines/season-dose';
import { type CalendarDose, onboardingRecords } from '../../../domain/vaccines/vaccine-card';
import type { Db } from '../../db/client';
import { lockCount } from '../../db/count-lock';
import { oncePerDb } from '../../db/prepared';
import { susVaccineCalendar, vaccineCalendarVersions, vaccines } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import {
  findOwnBaby,
  markVaccineOnboardingDone,
  ownBabyOrActiveFound,
  ownBabyOrActiveParams,
  ownBabyOrActiveQuery,
  removableEntry,
} from '../babies/babies.service';

export type VaccineRow = typeof vaccines.$inferSelect;

interface CalendarVersion {
  id: string;
  label: string;
  validFrom: string;
  source: string;
}

/** Every calendar version, the latest valid_from first, each with its doses youngest age first. */
async function readCalendars(db: Db): Promise<{ version: CalendarVersion; doses: CalendarDose[] }[]> {
  const [versions, doses] = await Promise.all([
    db
      .select({
        id: vaccineCalendarVersions.id,
        label: vaccineCalendarVersions.label,
        validFrom: vaccineCalendarVersions.validFrom,
        source: vaccineCalendarVersions.source,
      })
      .from(vaccineCalendarVersions)
      .orderBy(desc(vaccineCalendarVersions.validFrom)),
    db
      .select({
        versionId: susVaccineCalendar.versionId,
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
      // The database orders the names, as it always has: its collation, not JavaScript's.
      .orderBy(
        asc(susVaccineCalendar.recommendedAgeMonths),
        asc(susVaccineCalendar.vaccineName),
        asc(susVaccineCalendar.doseNumber),
      ),
  ]);
  return versions.map((version) => ({
    version,
    doses: doses.filter((dose) => dose.versionId === version.id).map(({ versionId: _, ...dose }) => dose),
  }));
}

/**
 * The calendars, read once per database: only migrations write these tables (a new calendar is a
 * new migration, applied before the app serves) and no route changes them, so the first read stays
 * true for the life of the process. A failed read is not kept. Callers share the arrays: read only.
 */
const calendars = new WeakMap<Db, ReturnType<typeof readCalendars>>();

function allCalendars(db: Db) {
  const cached = calendars.get(db);
  if (cached) return cached;
  const reading = readCalendars(db);
  calendars.set(db, reading);
  reading.catch(() => calendars.delete(db));
  return reading;
}

/**
 * The calendar version in force today (the latest valid_from up to today, chosen on each call, so
 * a version seeded ahead of its date takes over on its day) and its doses, youngest age first.
 */
export async function currentCalendar(db: Db) {
  const today = toCalendarDate(new Date());
  const inForce = (await allCalendars(db)).find(({ version }) => version.validFrom <= today);
  return inForce ?? { version: null, doses: [] as CalendarDose[] };
}

export function listVaccineRecords(db: Db, babyId: string) {
  return db
    .select()
    .from(vaccines)
    .where(eq(vaccines.babyId, babyId))
    .orderBy(desc(vaccines.applicationDate), desc(vaccines.createdAt));
}

/**
 * The baby (named or active) and her records, newest first: one round trip. Of the baby, only what
 * the card shows, since it is repeated on every record's row.
 */
const babyRecords = oncePerDb((db) => {
  const baby = db.$with('baby').as(ownBabyOrActiveQuery(db));
  const { id, name, birthDate, vaccineOnboardingAt, gestationalWeeks, healthConditions } = baby._.selectedFields;
  return db
    .with(baby)
    .select({
      baby: { id, name, birthDate, vaccineOnboardingAt, gestationalWeeks, healthConditions },
      record: vaccines,
    })
    .from(baby)
    .leftJoin(vaccines, eq(vaccines.babyId, baby.id))
    .orderBy(desc(vaccines.applicationDate), desc(vaccines.createdAt))
    .prepare('vaccines_baby_records');
});

/**
 * The card of one baby (the active one by default): calendar, its version, her records, this
 * season's yearly dose and her protection against RSV as of `today` (the mother's day; the
 * server's when she sent none). The calendar comes from memory.
 */
export async function getVaccineCard(
  db: Db,
  userId: string,
  babyId?: string,
  today: CalendarDate = toCalendarDate(new Date()),
) {
  const [rows, calendar] = await Promise.all([
    babyRecords(db).execute(ownBabyOrActiveParams(userId, babyId)),
    currentCalendar(db),
  ]);
  const found = ownBabyOrActiveFound(rows[0]?.baby, babyId);
  const records = rows.flatMap((row) => (row.record ? [row.record] : []));
  return {
    baby: found,
    ...calendar,
    records,
    seasonDose: found ? seasonDose(calendar.doses, records, found.birthDate, today) : null,
    rsv: found ? rsvProtection(found, today) : null,
  };
}

export async function addVaccineRecord(
  db: Db,
  userId: string,
  input: { babyId: string; vaccineName: string; doseNumber: number; applicationDate: string; notes?: string },
) {
  const baby = await findOwnBaby(db, userId, input.babyId);
  if (input.applicationDate < baby.birthDate) throw new AppError('vaccine_before_birth');
  return db.transaction(async (tx) => {
    await lockCount(tx, 'vaccine-records', baby.id);
    if ((await tx.$count(vaccines, eq(vaccines.babyId, baby.id))) >= LIMITS.vaccineRecords)
      throw new AppError('vaccine_record_limit');
    const [row] = await tx
      .insert(vaccines)
      .values({
        babyId: baby.id,
        vaccineName: input.vaccineName,
        doseNumber: input.doseNumber,
        applicationDate: input.applicationDate,
        notes: input.notes || null,
        recordedBy: userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('dose_recorded');
    return row;
  });
}

/** A Responsável removes any record of the baby; a Cuidador(a) only the ones she registered. */
export async function deleteVaccineRecord(db: Db, userId: string, recordId: string) {
  if (!isUuid(recordId)) throw new AppError('vaccine_not_found');
  const [found] = await db
    .select({ id: vaccines.id, babyId: vaccines.babyId, writtenBy: vaccines.recordedBy })
    .from(vaccines)
    .where(eq(vaccines.id, recordId));
  const record = await removableEntry(db, userId, found, 'vaccine_not_found');
  await db.delete(vaccines).where(eq(vaccines.id, record.id));
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
    if (rows.length > 0) {
      await tx.insert(vaccines).values(rows.map((r) => ({ ...r, babyId: baby.id, recordedBy: userId })));
    }
    await markVaccineOnboardingDone(tx, baby.id);
  });
  return rows.length;
}
