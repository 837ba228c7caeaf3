import { and, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/age';
import { mayRemoveEntry } from '../../../domain/family/baby-role';
import { ageInDays, gestationalAgeDays } from '../../../domain/growth/growth-age';
import type { GrowthScores, Sex } from '../../../domain/growth/growth-indicators';
import { growthAgeOnDay, scoreOnStandard } from '../../../domain/growth/growth-standard';
import type { MeasurementInput } from '../../../domain/growth/measurement.schema';
import { GROWTH_PAGE_MEASUREMENTS } from '../../../domain/growth/measurement-limits';
import { type DatedZ, defaultPosition, isUnusualValue } from '../../../domain/growth/measurement-rules';
import { LIMITS } from '../../../domain/limits';
import type { Db, Tx } from '../../db/client';
import { lockCount } from '../../db/count-lock';
import { oncePerDb } from '../../db/prepared';
import { growthMeasurements } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import { type Baby, findOwnBabyOrActive, removableEntry } from '../babies/babies.service';
import { syncBabyCard, todayInBrazil } from './form-measurement.service';
import { whoTables } from './who-tables';

type StoredMeasurement = typeof growthMeasurements.$inferSelect;

/** The registration's sex as the WHO tables read it; none when not informed. */
export const sexOf = (gender: string | null): Sex | null => (gender === 'M' || gender === 'F' ? gender : null);

type BabyAge = Pick<Baby, 'birthDate' | 'gestationalWeeks' | 'gestationalDays'>;

/**
 * The baby's ages on `day` and the curves that read them: the real age; the corrected one of the
 * WHO curves and the milestones (born before 37 weeks, until 24 months); her postmenstrual age and
 * INTERGROWTH-21st's preterm standard until 64 weeks of it.
 */
export function growthAgeOn(baby: BabyAge, day: CalendarDate) {
  return growthAgeOnDay(
    ageInDays(baby.birthDate, day),
    gestationalAgeDays(baby.gestationalWeeks, baby.gestationalDays),
  );
}

/** A measurement's scores on the baby's standard; none when her sex is not informed. */
export function scoresOf(baby: BabyAge & Pick<Baby, 'gender'>, m: StoredMeasurement) {
  const sex = sexOf(baby.gender);
  if (!sex) return {};
  return scoreOnStandard(whoTables(), growthAgeOn(baby, m.measuredOn), {
    sex,
    weightKg: m.weightKg ?? undefined,
    lengthCm: m.lengthCm ?? undefined,
    headCm: m.headCm ?? undefined,
    position: m.position ?? undefined,
  });
}

const measurementsOf = oncePerDb((db) =>
  db
    .select()
    .from(growthMeasurements)
    .where(eq(growthMeasurements.babyId, sql.placeholder('babyId')))
    .orderBy(desc(growthMeasurements.measuredOn), desc(growthMeasurements.createdAt))
    .prepare('growth_measurements_of_baby'),
);

/** The newest of a baby's measurements that "Crescimento" shows, and one more to tell that there are older ones. */
const pageMeasurementsOf = oncePerDb((db) =>
  db
    .select()
    .from(growthMeasurements)
    .where(eq(growthMeasurements.babyId, sql.placeholder('babyId')))
    .orderBy(desc(growthMeasurements.measuredOn), desc(growthMeasurements.createdAt))
    .limit(GROWTH_PAGE_MEASUREMENTS + 1)
    .prepare('growth_page_measurements_of_baby'),
);

/**
 * A measurement with the baby's ages on its day, the standard that reads it and its scores:
 * `ageDays` is the WHO curves' (corrected) age, `pmaDays` the preterm curve's.
 */
function scoredMeasurement(baby: BabyAge & Pick<Baby, 'gender'>, m: StoredMeasurement) {
  const age = growthAgeOn(baby, m.measuredOn);
  return {
    measuredOn: m.measuredOn,
    weightKg: m.weightKg,
    lengthCm: m.lengthCm,
    position: m.position,
    headCm: m.headCm,
    ageDays: age.days,
    realAgeDays: age.realDays,
    pmaDays: age.pmaDays,
    standard: age.standard,
    scores: scoresOf(baby, m),
  };
}

/** A measurement as the API carries it, with its scores and whether this person may change it. */
function measurementJson(baby: Baby, m: StoredMeasurement, userId: string) {
  return { id: m.id, ...scoredMeasurement(baby, m), canChange: mayRemoveEntry(baby.role, m.recordedBy, userId) };
}

/** A baby's measurements with their ages and WHO scores, newest first: what a report shows. */
export async function scoredMeasurementsOf(db: Db, baby: BabyAge & Pick<Baby, 'id' | 'gender'>) {
  const rows = await measurementsOf(db).execute({ babyId: baby.id });
  return rows.map((m) => scoredMeasurement(baby, m));
}

const latestHeadOf = oncePerDb((db) =>
  db
    .select()
    .from(growthMeasurements)
    .where(and(eq(growthMeasurements.babyId, sql.placeholder('babyId')), isNotNull(growthMeasurements.headCm)))
    .orderBy(desc(growthMeasurements.measuredOn), desc(growthMeasurements.createdAt))
    .limit(1)
    .prepare('growth_latest_head_of_baby'),
);

/** The z of the baby's latest head circumference on her standard; null with none, or none scored. */
export async function latestHeadZ(db: Db, baby: BabyAge & Pick<Baby, 'id' | 'gender'>) {
  const [latest] = await latestHeadOf(db).execute({ babyId: baby.id });
  return (latest && scoresOf(baby, latest).headForAge?.z) ?? null;
}

/**
 * "Crescimento": the baby, its age as the curves read it today, and its newest measurements,
 * at most GROWTH_PAGE_MEASUREMENTS; `olderNotShown` is there only when there are more.
 */
export async function getGrowth(db: Db, userId: string, babyId: string | undefined) {
  const baby = await findOwnBabyOrActive(db, userId, babyId);
  if (!baby) return { baby: null, age: null, measurements: [] };
  const found = await pageMeasurementsOf(db).execute({ babyId: baby.id });
  const rows = found.slice(0, GROWTH_PAGE_MEASUREMENTS);
  return {
    baby: {
      id: baby.id,
      name: baby.name,
      sex: sexOf(baby.gender),
      birthDate: baby.birthDate,
      gestationalWeeks: baby.gestationalWeeks,
      gestationalDays: baby.gestationalDays,
      role: baby.role,
    },
    age: growthAgeOn(baby, todayInBrazil()),
    measurements: rows.map((m) => measurementJson(baby, m, userId)),
    ...(found.length > rows.length && { olderNotShown: true as const }),
  };
}

type Values = Pick<StoredMeasurement, 'weightKg' | 'lengthCm' | 'headCm'>;

/** The indicators compared before saving: each against its own previous value. */
const CHECKED = [
  ['weightKg', 'weightForAge'],
  ['lengthCm', 'lengthForAge'],
  ['headCm', 'headForAge'],
] as const satisfies readonly (readonly [keyof Values, keyof GrowthScores])[];

/** Whether a value is far enough from the baby's previous ones to ask "Confira o valor". */
async function isUnusual(tx: Tx, baby: Baby, next: StoredMeasurement) {
  const before = await tx
    .select()
    .from(growthMeasurements)
    .where(
      and(
        eq(growthMeasurements.babyId, baby.id),
        lt(growthMeasurements.measuredOn, next.measuredOn),
        sql`${growthMeasurements.id} <> ${next.id}`,
      ),
    )
    .orderBy(desc(growthMeasurements.measuredOn))
    .limit(20);
  const nextScores = scoresOf(baby, next);
  return CHECKED.some(([value, indicator]) => {
    const z = nextScores[indicator]?.z;
    if (z === undefined) return false;
    const previous = before.find((m) => m[value] !== null);
    const previousZ = previous && scoresOf(baby, previous)[indicator]?.z;
    const dated: DatedZ | undefined =
      previous && previousZ !== undefined ? { day: previous.measuredOn, z: previousZ } : undefined;
    return isUnusualValue({ day: next.measuredOn, z }, dated);
  });
}

function valuesFor(baby: Baby, input: Omit<MeasurementInput, 'babyId' | 'confirmed'>) {
  if (input.measuredOn < baby.birthDate) throw new AppError('measurement_before_birth');
  const position =
    input.lengthCm === null ? null : (input.position ?? defaultPosition(ageInDays(baby.birthDate, input.measuredOn)));
  return {
    measuredOn: input.measuredOn,
    weightKg: input.weightKg,
    lengthCm: input.lengthCm,
    position,
    headCm: input.headCm,
  };
}

/**
 * Saves a measurement (a new one, or `existing` changed), unless a value is unusual and not
 * confirmed: then nothing is saved and the form asks "Confira o valor".
 */
async function saveMeasurement(
  db: Db,
  userId: string,
  baby: Baby,
  input: Omit<MeasurementInput, 'babyId'>,
  existing?: StoredMeasurement,
) {
  const values = valuesFor(baby, input);
  return db.transaction(async (tx) => {
    await lockCount(tx, 'measurements', baby.id);
    const sameDay = and(
      eq(growthMeasurements.babyId, baby.id),
      eq(growthMeasurements.measuredOn, values.measuredOn),
      existing ? ne(growthMeasurements.id, existing.id) : undefined,
    );
    if ((await tx.$count(growthMeasurements, sameDay)) >= LIMITS.measurementsPerDay)
      throw new AppError('measurement_day_limit');
    const [saved] = existing
      ? await tx.update(growthMeasurements).set(values).where(eq(growthMeasurements.id, existing.id)).returning()
      : await tx
          .insert(growthMeasurements)
          .values({ ...values, babyId: baby.id, recordedBy: userId })
          .returning();
    if (!input.confirmed && (await isUnusual(tx, baby, saved!))) throw new AppError('measurement_unusual');
    await syncBabyCard(tx, baby.id);
    return measurementJson(baby, saved!, userId);
  });
}

/** "Adicionar medida": any member of the baby's family. */
export async function addMeasurement(db: Db, userId: string, input: MeasurementInput) {
  const baby = await findOwnBabyOrActive(db, userId, input.babyId);
  if (!baby) throw new AppError('no_baby');
  return saveMeasurement(db, userId, baby, input);
}

/** A measurement she may change: its writer's, or any of the baby's for a Responsável; a stranger's is a 404. */
async function changeableMeasurement(db: Db, userId: string, measurementId: string) {
  if (!isUuid(measurementId)) throw new AppError('measurement_not_found');
  const [found] = await db.select().from(growthMeasurements).where(eq(growthMeasurements.id, measurementId));
  const entry = await removableEntry(
    db,
    userId,
    found && { ...found, writtenBy: found.recordedBy },
    'measurement_not_found',
  );
  const baby = await findOwnBabyOrActive(db, userId, entry.babyId);
  return { measurement: found!, baby: baby! };
}

export async function editMeasurement(db: Db, userId: string, measurementId: string, input: MeasurementInput) {
  const { measurement, baby } = await changeableMeasurement(db, userId, measurementId);
  return saveMeasurement(db, userId, baby, input, measurement);
}

export async function deleteMeasurement(db: Db, userId: string, measurementId: string) {
  const { measurement } = await changeableMeasurement(db, userId, measurementId);
  await db.transaction(async (tx) => {
    await tx.delete(growthMeasurements).where(eq(growthMeasurements.id, measurement.id));
    await syncBabyCard(tx, measurement.babyId);
  });
}

/** The WHO lines for one sex, for whoever draws them (the report's charts). */
export { growthCurvesFor } from './growth-curves';
