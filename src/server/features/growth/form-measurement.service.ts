import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../../domain/age';
import { localDateOf } from '../../../domain/agenda/local-days';
import { ageInDays } from '../../../domain/growth/growth-age';
import { defaultPosition } from '../../../domain/growth/measurement-rules';
import type { Tx } from '../../db/client';
import { babies, growthMeasurements } from '../../db/schema';

/** The day the server calls today for a measurement the form dated without asking: Brazil's. */
export const todayInBrazil = (): CalendarDate => localDateOf(new Date(), 'America/Sao_Paulo');

/** The baby card's weight and height are its latest measurement's (the form shows them, the booklet too). */
export async function syncBabyCard(tx: Tx, babyId: string) {
  const latest = (column: typeof growthMeasurements.weightKg | typeof growthMeasurements.lengthCm) =>
    sql`(${tx
      .select({ value: column })
      .from(growthMeasurements)
      .where(and(eq(growthMeasurements.babyId, babyId), isNotNull(column)))
      .orderBy(desc(growthMeasurements.measuredOn), desc(growthMeasurements.createdAt))
      .limit(1)})`;
  await tx
    .update(babies)
    .set({ weight: latest(growthMeasurements.weightKg), height: latest(growthMeasurements.lengthCm) })
    .where(eq(babies.id, babyId));
}

/**
 * The baby form's weight and height as measurements: on registering, the first one, dated by
 * `day`; on an update, a new one today when they differ from the latest (an emptied field keeps it).
 */
export async function recordFormMeasurement(
  tx: Tx,
  userId: string,
  baby: Pick<typeof babies.$inferSelect, 'id' | 'birthDate' | 'weight' | 'height'>,
  form: { weight: number | null; height: number | null },
  day: CalendarDate,
) {
  const weightKg = form.weight !== null && form.weight !== baby.weight ? form.weight : null;
  const lengthCm = form.height !== null && form.height !== baby.height ? form.height : null;
  if (weightKg === null && lengthCm === null) return;
  await tx.insert(growthMeasurements).values({
    babyId: baby.id,
    recordedBy: userId,
    measuredOn: day,
    weightKg,
    lengthCm,
    position: lengthCm === null ? null : defaultPosition(ageInDays(baby.birthDate, day)),
  });
  await syncBabyCard(tx, baby.id);
}
